import type { UserRecord } from "../modules/users/current-user";
import type { Services } from "../server/services";
import type { Locale } from "./i18n/locales";

/** What every loader and action receives from the Express server. */
export type AppContext = {
  services: Services;
  user: UserRecord | null;
  sessionToken: string | null;
  locale: Locale;
  nonce: string;
  clientIp: string;
  cookieConsent: boolean;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
