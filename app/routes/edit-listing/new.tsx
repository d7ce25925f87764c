import { redirect } from "react-router";
import { requireUser } from "~/auth/session.server";
import { NEW_LISTING_PATH } from "~/components/edit-listing/wizard";
import type { Route } from "./+types/new";

/**
 * /l/new opens the wizard with slug draft, the nil UUID, type new, tab details (spec §2).
 * Its auth page is login, not the default signup: "Plaats je oogst" is mostly
 * clicked by returning growers; the login page links to signup with the same
 * return path (decision 031).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "login");
  throw redirect(NEW_LISTING_PATH);
}
