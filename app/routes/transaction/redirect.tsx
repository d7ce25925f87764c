import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

/** Spec §2: /order/{id} → /order/{id}/details, /sale/{id} → /sale/{id}/details. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\/+$/, "")}/details${url.search}`);
}
