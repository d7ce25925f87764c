import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { formatPrice } from "#modules/money";
import { requireUser } from "~/auth/session.server";
import { CardFields } from "~/components/checkout/card-fields";
import styles from "~/components/checkout/checkout.module.css";
import { Page } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/card";
import { backToCheckout, ownIntent, testPaymentsOf } from "./test-mode.server";

/**
 * Test mode's hosted card page, as Stripe's hosted pages (decision 071): a checkout without
 * JavaScript sends the buyer here, the test processor takes the card itself, and the buyer
 * goes back to the checkout (or on to 3-D Secure). The card form's own errors stay here; a
 * bank's decline is the checkout's to show, as with JavaScript.
 */
const NAMES = { number: "number", expMonth: "expMonth", expYear: "expYear", cvc: "cvc" };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const intent = await ownIntent(context, user.id, params.id);
  return {
    seo: seo(context, request, "TestModePage.cardTitle", "TestModePage.cardTitle", {
      noIndex: true,
    }),
    amount: intent.amount,
    open: intent.nextActionUrl === `/test-mode/card/${intent.id}`,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  await ownIntent(context, user.id, params.id);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 40) : "";
  };
  const entered = await testPaymentsOf(context).enterCard(params.id, {
    number: field(NAMES.number),
    expMonth: field(NAMES.expMonth),
    expYear: field(NAMES.expYear),
    cvc: field(NAMES.cvc),
  });
  if (!entered.ok) return data({ messageId: entered.messageId }, { status: 400 });
  // 3-D Secure comes next for its test card; anything else goes back to the checkout.
  if (entered.nextActionUrl) return redirect(entered.nextActionUrl);
  return backToCheckout(entered, entered.returnUrl);
}

export default function TestCardPage() {
  const t = useT();
  const message = useMessage();
  const { amount, open } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const error = message(failed?.messageId);
  return (
    <Page className={styles.page}>
      <h1>{t("TestModePage.cardTitle")}</h1>
      <section className={styles.card}>
        {open ? (
          <Form method="post" noValidate>
            <p>
              {t("TestModePage.cardIntro", { amount: formatPrice({ amount, currency: "EUR" }) })}
            </p>
            <FormError>{error}</FormError>
            <CardFields error={error} names={NAMES} />
            <div className={styles.actions}>
              <Button>{t("TestModePage.pay")}</Button>
            </div>
          </Form>
        ) : (
          <p>{t("TestModePage.handled")}</p>
        )}
      </section>
    </Page>
  );
}
