import { data } from "react-router";
import { receiptRows } from "#modules/checkout";
import { textPdf } from "#modules/pdf";
import { isUuid } from "#modules/urls";
import { requireUser } from "~/auth/session.server";
import { translate } from "~/i18n/translate.server";
import { throwRouteError } from "../route-error.server";
import type { Route } from "./+types/receipt-pdf";

/**
 * /checkout/{id}/receipt.pdf — the receipt page's figures as a PDF (decision 070), in the
 * viewer's language, for the buyer only (404 to anyone else).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  try {
    const receipt = await context.services.checkout.receipt(user.id, params.id);
    const locale = context.locale;
    const t = (id: string, values?: Record<string, string | number>) =>
      translate(locale, id, values);
    const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "nl-NL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Amsterdam",
    });
    const pdf = textPdf(
      receiptRows(receipt, t, (iso) => date.format(new Date(iso))),
      {
        title: t("ReceiptPage.heading"),
      },
    );
    const name = receipt.orders.length === 1 ? receipt.orders[0]!.number : receipt.checkoutId;
    return new Response(Buffer.from(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="buurtoogst-${name}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    throwRouteError(error, context, "load-data-failed");
  }
}
