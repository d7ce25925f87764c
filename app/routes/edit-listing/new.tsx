import { redirect } from "react-router";
import { requireUser } from "~/auth/session.server";
import { NEW_LISTING_PATH } from "~/components/edit-listing/wizard";
import type { Route } from "./+types/new";

/** /l/new opens the wizard with slug draft, the nil UUID, type new, tab details (spec §2). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request);
  throw redirect(NEW_LISTING_PATH);
}
