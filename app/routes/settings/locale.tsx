import { redirect } from "react-router";
import { safeReturnPath } from "~/auth/session.server";
import { isLocale, LOCALE_COOKIE } from "~/i18n/locales";
import type { Route } from "./+types/locale";

const ONE_YEAR_S = 365 * 24 * 3600;

export function loader() {
  throw redirect("/");
}

/** The footer's language switcher: remembers the choice in a cookie (and on the account). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const locale = formData.get("locale");
  const back = safeReturnPath(formData.get("redirectTo"));
  if (!isLocale(locale)) return redirect(back);
  if (context.user) await context.services.users.setLocale(context.user.id, locale);
  return redirect(back, {
    headers: {
      "Set-Cookie": `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`,
    },
  });
}
