import type { Logger } from "pino";
import type { UserRecord } from "#modules/users";
import type { Services } from "../server/services";
import type { Locale } from "./i18n/locales";

/** What every loader and action receives from the Express server. */
export type AppContext = {
  services: Services;
  user: UserRecord | null;
  sessionToken: string | null;
  /**
   * An operator whose session has not given the second factor yet (decision 085): what the
   * console asks first. Until then `user.isOperator` is false everywhere.
   */
  operatorStep: "verify" | "set-up" | null;
  /** A login-as session (decision 085): read-only, on behalf of this operator, until then. */
  loginAs: { operatorId: string; expiresAt: Date } | null;
  locale: Locale;
  nonce: string;
  clientIp: string;
  /** The TCP peer, whatever proxy headers say: who may read the mailbox depends on it. */
  peerAddress: string | undefined;
  cookieConsent: boolean;
  /**
   * Rendering a member's shared page (decision 087): no user's data, but the signed-in top
   * bar, filled in by the browser.
   */
  memberShell?: boolean;
  /**
   * A GET or HEAD: nothing in this request writes before its loaders run, so what the session
   * read of the user's row (their cart) is as fresh as reading it again.
   */
  readOnlyRequest?: boolean;
  /** This request's id: in the X-Request-Id header, every log line, and the generic error page. */
  requestId: string;
  /** The one logger (server/log.ts); its lines carry the request id. */
  log: Logger;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
