import { redirect } from "react-router";
import { requireUser } from "~/auth/session.server";
import type { Route } from "./+types/index";

/** Spec §2: the default tab is sales when the user has listings, otherwise orders. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const hasListings = await context.services.listings.hasAnyListing(user.id);
  return redirect(hasListings ? "/inbox/sales" : "/inbox/orders");
}
