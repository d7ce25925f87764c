import { redirect } from "react-router";
import { clearedSessionCookie, secureCookies } from "~/auth/session.server";
import type { Route } from "./+types/logout";

// Logout is POST only; a GET (a prefetch, a crawler) must not end the session.
export function loader() {
  throw redirect("/");
}

export async function action({ context }: Route.ActionArgs) {
  if (context.sessionToken) await context.services.auth.logout(context.sessionToken);
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie(secureCookies(context)) } });
}
