import { Form, useLoaderData } from "react-router";
import { formatPrice } from "#modules/money";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/checkout/checkout.module.css";
import { Page } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/authenticate";
import { backToCheckout, ownIntent, testPaymentsOf } from "./test-mode.server";

/** Test mode's 3-D Secure page (card 4000 0027 6000 3184): approve or fail, then back. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const intent = await ownIntent(context, user.id, params.id);
  return {
    seo: seo(context, request, "TestModePage.authTitle", "TestModePage.authTitle", {
      noIndex: true,
    }),
    amount: intent.amount,
    open: intent.nextActionUrl === `/test-mode/authenticate/${intent.id}`,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  await ownIntent(context, user.id, params.id);
  const outcome = (await request.formData()).get("outcome") === "approve" ? "approve" : "fail";
  const intent = await testPaymentsOf(context).authenticate(params.id, outcome);
  return backToCheckout(intent, intent.returnUrl);
}

export default function AuthenticatePage() {
  const t = useT();
  const { amount, open } = useLoaderData<typeof loader>();
  return (
    <Page className={styles.page}>
      <h1>{t("TestModePage.authTitle")}</h1>
      <section className={styles.card}>
        {open ? (
          <Form method="post">
            <p>
              {t("TestModePage.authIntro", { amount: formatPrice({ amount, currency: "EUR" }) })}
            </p>
            <div className={styles.actions}>
              <Button name="outcome" value="approve">
                {t("TestModePage.approve")}
              </Button>
              <Button name="outcome" value="fail" variant="secondary">
                {t("TestModePage.fail")}
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
