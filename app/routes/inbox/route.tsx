import { data, isRouteErrorResponse } from "react-router";
import { isInboxTab } from "#modules/transactions";
import { requireUser } from "~/auth/session.server";
import { InboxPage, InvalidTabPage } from "~/components/inbox/inbox-page";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/route";

function parsePage(value: string | null) {
  const n = Number(value ?? "1");
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** Spec §2 /inbox/{tab}: orders or sales, 10 a page (spec §7 transactions query). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  // Spec §8 'invalid inbox tab': anything else is an error page, not an empty inbox.
  if (!isInboxTab(params.tab)) throw data({ invalidTab: true }, { status: 404 });
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const result = await context.services.inbox.query(user.id, params.tab, page);
  return {
    tab: params.tab,
    ...result,
    imageBaseUrl: context.services.config.imageBaseUrl,
    seo: seo(context, request, "InboxPage.title", "InboxPage.title"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxPage loaded={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.data?.invalidTab) return <InvalidTabPage />;
  throw error;
}
