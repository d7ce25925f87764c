import { data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import {
  TEST_IBAN_VERIFICATION_FAILED,
  TEST_IBAN_VERIFICATION_NEEDED,
  TEST_IBAN_VERIFIED,
} from "#modules/payments";
import {
  payoutCountry,
  payoutFormSchema,
  statusBoxType,
  toPayoutInput,
} from "#modules/payout-accounts";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/account/account.module.css";
import { AccountLayout } from "~/components/account/account-layout";
import { PayoutHistory } from "~/components/payouts";
import { PayoutForm } from "~/components/payouts/payout-form";
import payoutStyles from "~/components/payouts/payouts.module.css";
import { StatusBox } from "~/components/payouts/status-box";
import { FormError, FormSuccess } from "~/components/ui/field";
import { type FormFailure, failure, formValues, parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure, throwRouteError } from "../route-error.server";
import type { Route } from "./+types/payments";

const RETURN_TYPES = new Set(["success", "failure"]);

/** Spec §2 /account/payments and its return route /account/payments/{returnURLType}. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  if (params.returnURLType && !RETURN_TYPES.has(params.returnURLType)) {
    throw data(null, { status: 404 });
  }
  const service = context.services.payoutAccounts;
  try {
    // Back from the account link: the account as it is now (spec §4 fetch).
    const view = params.returnURLType
      ? await service.refresh(user.id)
      : await service.view(user.id);
    const testMode = context.services.testPayments !== null;
    const profileUrl = new URL(`/u/${user.id}`, context.services.env.APP_URL).toString();
    // What is coming and what was paid (decision 079), under the account it is paid to.
    const history = await context.services.payouts.history(user.id);
    return {
      history,
      seo: seo(context, request, "StripePayoutPage.title", "StripePayoutPage.title", {
        noIndex: true,
      }),
      view,
      box: statusBoxType(view.account, params.returnURLType),
      editing: new URL(request.url).searchParams.get("edit") === "1",
      saved: new URL(request.url).searchParams.get("saved") === "1",
      returnURLType: params.returnURLType ?? null,
      testMode,
      tokenEndpoint: testMode ? "/test-mode/v1/tokens" : null,
      testIbans: {
        verified: TEST_IBAN_VERIFIED,
        needed: TEST_IBAN_VERIFICATION_NEEDED,
        failed: TEST_IBAN_VERIFICATION_FAILED,
      },
      defaults: {
        country: view.details?.country ?? "NL",
        accountType: view.details?.accountType ?? "individual",
        companyName: view.details?.companyName ?? "",
        accountHolderName:
          view.details?.accountHolderName ?? `${user.firstName} ${user.lastName}`.trim(),
        businessProfileUrl: view.account?.businessProfileUrl ?? profileUrl,
      },
    };
  } catch (error) {
    throwRouteError(error, context, "fetch-stripe-account-failed");
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await request.formData();
  const service = context.services.payoutAccounts;
  const intent = formData.get("intent");
  if (intent === "link") {
    try {
      return redirect(await service.accountLink(user.id));
    } catch (error) {
      const failed = routeFailure(error, context, "get-stripe-account-link-failed");
      const messageId =
        failed.kind === "expected"
          ? failed.messageId
          : "StripeConnectAccountForm.accountLinkFailed";
      return data(failure(formData, messageId), { status: failed.status });
    }
  }
  // Without JavaScript, choosing a country shows its bank fields.
  if (intent === "country") {
    return data<FormFailure>({ ok: false, fieldErrors: {}, values: formValues(formData) });
  }
  const parsed = parseForm(payoutFormSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const existing = (await service.view(user.id)).account;
  const code = existing ? "update-stripe-account-failed" : "create-stripe-account-failed";
  try {
    await service.save(user, toPayoutInput(parsed.data));
  } catch (error) {
    const failed = routeFailure(error, context, code);
    if (failed.kind === "unexpected") {
      return data(failure(formData, "StripeConnectAccountForm.createStripeAccountFailed"), {
        status: 500,
      });
    }
    return data(
      failure(
        formData,
        failed.kind === "expected" ? failed.messageId : undefined,
        failed.fieldErrors,
      ),
      { status: failed.status },
    );
  }
  // A new account may still need verification: the status box says so.
  return redirect("/account/payments?saved=1");
}

/** Spec §4: the payout status box and the payout form; create, update, fetch, account link. */
export default function PayoutPage() {
  const t = useT();
  const message = useMessage();
  const locale = useRootData()?.locale ?? "nl";
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { view, box, editing, saved, testMode, testIbans } = loaded;
  const account = view.account;
  const country = view.details ? payoutCountry(view.details.country) : null;
  const summary = account
    ? t("StripePayoutPage.accountSummary", {
        country: view.details?.country ?? account.country,
        currency: country?.currency ?? account.defaultCurrency,
        last4: account.bankLast4 ?? "····",
      })
    : "";
  const failed: FormFailure | null = result && !result.ok ? result : null;
  const showForm = !account || editing || (failed !== null && failed.values.intent !== "link");
  return (
    <AccountLayout>
      <h1>{t("StripePayoutPage.heading")}</h1>
      <p>{t("StripePayoutPage.intro")}</p>
      {testMode ? (
        <div className={payoutStyles.testMode} role="note">
          <strong>{t("StripePayoutPage.testModeTitle")}</strong>{" "}
          {t("StripePayoutPage.testModeText")}
          <ul>
            <li>
              <code>{testIbans.verified}</code> {t("StripePayoutPage.testIbanVerified")}
            </li>
            <li>
              <code>{testIbans.needed}</code> {t("StripePayoutPage.testIbanNeeded")}
            </li>
            <li>
              <code>{testIbans.failed}</code> {t("StripePayoutPage.testIbanFailed")}
            </li>
          </ul>
        </div>
      ) : null}
      {saved && !failed ? <FormSuccess>{t("StripePayoutPage.saved")}</FormSuccess> : null}
      {failed && !showForm ? <FormError>{message(failed.formError)}</FormError> : null}
      {box ? <StatusBox type={box} summary={summary} editing={showForm} /> : null}
      {showForm ? (
        <section className={styles.card}>
          <PayoutForm
            values={failed?.values ?? loaded.defaults}
            fieldErrors={failed?.fieldErrors ?? {}}
            formError={failed?.formError}
            existing={account ? { bankLast4: account.bankLast4 } : null}
            tokenEndpoint={loaded.tokenEndpoint}
            locale={locale}
            submitting={navigation.state === "submitting"}
          />
        </section>
      ) : null}
      {account || loaded.history.orders.length > 0 ? (
        <PayoutHistory history={loaded.history} />
      ) : null}
    </AccountLayout>
  );
}
