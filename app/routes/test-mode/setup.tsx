import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import { safeReturnPath } from "~/auth/return-path";
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
import type { Route } from "./+types/setup";
import { testPaymentsOf } from "./test-mode.server";

/**
 * Test mode's page for saving a card (decision 081), as the hosted card page and the 3-D
 * Secure page are for a payment: a browser without JavaScript enters the card here; the
 * authentication card (4000 0027 6000 3184) is approved or failed here. Then back to the
 * page that asked (`?setup_intent=seti_…`), which finishes the save. Its buyer's only.
 */
const NAMES = { number: "number", expMonth: "expMonth", expYear: "expYear", cvc: "cvc" };

async function ownSetup(context: Route.LoaderArgs["context"], userId: string, id: string) {
  const setup = await testPaymentsOf(context).setupIntentFor(id);
  if (!setup || setup.userId !== userId) throw data(null, { status: 404 });
  return setup;
}

function back(request: Request, setup: { id: string; returnUrl: string | null }) {
  const asked = new URL(request.url).searchParams.get("return_url") ?? setup.returnUrl;
  const path = safeReturnPath(asked, "/account/payment-methods");
  return redirect(`${path}${path.includes("?") ? "&" : "?"}setup_intent=${setup.id}`);
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const setup = await ownSetup(context, user.id, params.id);
  return {
    seo: seo(context, request, "TestModePage.setupTitle", "TestModePage.setupTitle", {
      noIndex: true,
    }),
    step:
      setup.status === "requires_action"
        ? ("authenticate" as const)
        : setup.status === "requires_payment_method"
          ? ("card" as const)
          : ("handled" as const),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  const setup = await ownSetup(context, user.id, params.id);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 40) : "";
  };
  const pages = testPaymentsOf(context);
  const outcome = field("outcome");
  if (outcome === "approve" || outcome === "fail") {
    return back(request, await pages.authenticateSetup(setup.id, outcome));
  }
  const returnUrl = safeReturnPath(
    new URL(request.url).searchParams.get("return_url") ?? setup.returnUrl,
    "/account/payment-methods",
  );
  const entered = await pages.enterSetupCard(
    setup.id,
    {
      number: field(NAMES.number),
      expMonth: field(NAMES.expMonth),
      expYear: field(NAMES.expYear),
      cvc: field(NAMES.cvc),
    },
    returnUrl,
  );
  if (!entered.ok) return data({ messageId: entered.messageId }, { status: 400 });
  // 3-D Secure comes next on this same page; anything else goes back.
  if (entered.status === "requires_action") return redirect(new URL(request.url).pathname);
  return back(request, entered);
}

export default function TestSetupPage() {
  const t = useT();
  const message = useMessage();
  const { step } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const error = message(failed?.messageId);
  return (
    <Page className={styles.page}>
      <h1>{t("TestModePage.setupTitle")}</h1>
      <section className={styles.card}>
        {step === "card" ? (
          <Form method="post" noValidate>
            <p>{t("TestModePage.setupIntro")}</p>
            <FormError>{error}</FormError>
            <CardFields error={error} names={NAMES} />
            <div className={styles.actions}>
              <Button>{t("TestModePage.save")}</Button>
            </div>
          </Form>
        ) : step === "authenticate" ? (
          <Form method="post">
            <p>{t("TestModePage.setupAuthIntro")}</p>
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
