import { data, Form, redirect, useLoaderData } from "react-router";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/checkout/checkout.module.css";
import { Page } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/onboarding";
import { testPaymentsOf } from "./test-mode.server";

/** The grower's own account only: anyone else's is not found. */
async function ownAccount(context: Route.LoaderArgs["context"], userId: string, id: string) {
  const testPayments = testPaymentsOf(context);
  const own = await context.services.payoutAccounts.view(userId);
  if (!/^acct_test_\w{1,60}$/.test(id) || own.account?.id !== id) {
    throw data(null, { status: 404 });
  }
  const account = await testPayments.testAccount(id);
  if (!account) throw data(null, { status: 404 });
  return { account, testPayments };
}

/** Back to the payout page's return route (spec §2 returnURLType), never elsewhere. */
function back(request: Request, param: "return_url" | "refresh_url", fallback: string) {
  const value = new URL(request.url).searchParams.get(param);
  let path = fallback;
  try {
    const url = new URL(value ?? "", "http://x");
    if (/^\/account\/payments\/(success|failure)$/.test(url.pathname)) path = url.pathname;
  } catch {
    // Not a URL: the default.
  }
  return path;
}

/**
 * Test mode's onboarding page (decision 078), where Stripe's hosted onboarding would be: it
 * shows what the account link collects (currently_due) and completes it, or goes back.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const { account } = await ownAccount(context, user.id, params.accountId);
  return {
    seo: seo(context, request, "TestModePage.onboardingTitle", "TestModePage.onboardingTitle", {
      noIndex: true,
    }),
    due: [...new Set([...account.requirements.currentlyDue, ...account.requirements.pastDue])],
    rejected: account.requirements.disabledReason?.startsWith("rejected") ?? false,
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  const { testPayments } = await ownAccount(context, user.id, params.accountId);
  const outcome = (await request.formData()).get("outcome");
  if (outcome !== "complete") {
    return redirect(back(request, "refresh_url", "/account/payments/failure"));
  }
  await testPayments.completeOnboarding(params.accountId);
  return redirect(back(request, "return_url", "/account/payments/success"));
}

export default function TestOnboardingPage() {
  const t = useT();
  const { due, rejected } = useLoaderData<typeof loader>();
  return (
    <Page className={styles.page}>
      <h1>{t("TestModePage.onboardingTitle")}</h1>
      <section className={styles.card}>
        <p>{t("TestModePage.onboardingIntro")}</p>
        {rejected ? (
          <p>{t("TestModePage.onboardingRejected")}</p>
        ) : due.length > 0 ? (
          <>
            <p>{t("TestModePage.onboardingDue")}</p>
            <ul>
              {due.map((field) => (
                <li key={field}>
                  <code>{field}</code>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("TestModePage.onboardingNothingDue")}</p>
        )}
        <Form method="post">
          <div className={styles.actions}>
            {rejected ? null : (
              <Button name="outcome" value="complete">
                {t("TestModePage.onboardingComplete")}
              </Button>
            )}
            <Button name="outcome" value="back" variant="secondary">
              {t("TestModePage.onboardingBack")}
            </Button>
          </div>
        </Form>
      </section>
    </Page>
  );
}
