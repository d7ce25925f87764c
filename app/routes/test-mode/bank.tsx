import { Form, useLoaderData } from "react-router";
import { formatPrice } from "#modules/money";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/checkout/checkout.module.css";
import { Page } from "~/components/layout/page";
import { IdealWeroLogo } from "~/components/payments/ideal-wero-logo";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/bank";
import { backToCheckout, ownIntent, testPaymentsOf } from "./test-mode.server";

/** Test mode's bank page for iDEAL and Bancontact: pay, fail or cancel, then back. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const intent = await ownIntent(context, user.id, params.id);
  return {
    seo: seo(context, request, "CheckoutPage.title", "CheckoutPage.title", {
      noIndex: true,
    }),
    amount: intent.amount,
    // iDEAL is shown as "iDEAL | Wero"; Wero on its own when switched on (decision 081).
    method:
      intent.paymentMethodType === "bancontact"
        ? "Bancontact"
        : intent.paymentMethodType === "wero"
          ? "Wero"
          : "iDEAL | Wero",
    open: intent.status === "requires_action" && intent.paymentMethodType !== "card",
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  await ownIntent(context, user.id, params.id);
  const chosen = (await request.formData()).get("outcome");
  const outcome = chosen === "pay" ? "pay" : chosen === "fail" ? "fail" : "cancel";
  const intent = await testPaymentsOf(context).bankOutcome(params.id, outcome);
  return backToCheckout(intent, intent.returnUrl);
}

export default function TestBankPage() {
  const t = useT();
  const { amount, method, open } = useLoaderData<typeof loader>();
  return (
    <Page className={styles.page}>
      <h1>{t("TestModePage.bankTitle", { method })}</h1>
      <section className={styles.card}>
        {method === "iDEAL | Wero" ? <IdealWeroLogo height={32} /> : null}
        {open ? (
          <Form method="post">
            <p>
              {t("TestModePage.bankIntro", { amount: formatPrice({ amount, currency: "EUR" }) })}
            </p>
            <div className={styles.actions}>
              <Button name="outcome" value="pay">
                {t("TestModePage.pay")}
              </Button>
              <Button name="outcome" value="fail" variant="secondary">
                {t("TestModePage.bankFail")}
              </Button>
              <Button name="outcome" value="cancel" variant="ghost">
                {t("TestModePage.cancel")}
              </Button>
            </div>
          </Form>
        ) : (
          <p>{t("TestModePage.handled")}</p>
        )}
      </section>
    </Page>
  );
}
