import { transactionShouldRevalidate } from "~/components/transaction-page/should-revalidate";
import { TransactionPage } from "~/components/transaction-page/transaction-page";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/sale";
import { loadTransactionPage, transactionPageAction } from "./page.server";

/** The provider's view of a sale (spec §2 /sale/{id}/details). */
export const loader = ({ context, request, params }: Route.LoaderArgs) =>
  loadTransactionPage(context, request, params.id, "sale");

export const action = ({ context, request, params }: Route.ActionArgs) =>
  transactionPageAction(context, request, params.id);

export const shouldRevalidate = transactionShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function SalePage({ loaderData, actionData }: Route.ComponentProps) {
  return <TransactionPage loaded={loaderData} result={actionData ?? null} />;
}
