import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { DELETE_CONFIRMATION } from "#modules/accounts";
import { clearedSessionCookie, requireUser, secureCookies } from "~/auth/session.server";
import styles from "~/components/account/account.module.css";
import { AccountLayout } from "~/components/account/account-layout";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { failure } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/delete-account";

/** GET /account/delete: what deleting the account does, what stops it, and the form (decision 083). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const deletion = context.services.accountDeletion;
  const [blockers, hasPassword] = await Promise.all([
    deletion.blockers(user.id),
    deletion.hasPassword(user.id),
  ]);
  return {
    blockers,
    hasPassword,
    confirmation: context.locale === "en" ? DELETE_CONFIRMATION.en : DELETE_CONFIRMATION.nl,
    seo: seo(context, request, "DeleteAccountPage.title", "DeleteAccountPage.title", {
      noIndex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 1000) : "";
};

/** POST: the password (or the typed word) proves it is the owner; then everything in one go. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await request.formData();
  const password = field(formData, "password");
  const confirmation = field(formData, "confirmation");
  try {
    await context.services.accountDeletion.deleteOwn(user.id, { password, confirmation });
  } catch (error) {
    const refused = formRefusal(error, context, "delete-account-failed", { accessInForm: true });
    return data(failure(formData, refused.messageId, refused.fieldErrors), {
      status: refused.status,
    });
  }
  // The sessions are gone with the account; the cookie goes too, and the landing page says so.
  return redirect("/?account=deleted", {
    headers: { "Set-Cookie": clearedSessionCookie(secureCookies(context)) },
  });
}

export default function DeleteAccountPage() {
  const t = useT();
  const message = useMessage();
  const { blockers, hasPassword, confirmation } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AccountLayout>
      <h1>{t("DeleteAccountPage.heading")}</h1>
      <div className={styles.card}>
        <p>{t("DeleteAccountPage.intro")}</p>
        <ul>
          <li>{t("DeleteAccountPage.erased")}</li>
          <li>{t("DeleteAccountPage.kept")}</li>
          <li>{t("DeleteAccountPage.listings")}</li>
        </ul>
        <p>
          {t("DeleteAccountPage.privacyLead")}{" "}
          <Link to="/privacy-policy#retention">{t("DeleteAccountPage.privacyLink")}</Link>
        </p>
      </div>
      <div className={styles.card}>
        {blockers.length > 0 ? (
          <>
            <p role="status">{t("DeleteAccountPage.blocked", { count: blockers.length })}</p>
            <ul>
              {blockers.map((o) => (
                <li key={o.id}>
                  <Link
                    to={o.role === "customer" ? `/order/${o.id}/details` : `/sale/${o.id}/details`}
                  >
                    {t(
                      o.role === "customer"
                        ? "DeleteAccountPage.blockingOrder"
                        : "DeleteAccountPage.blockingSale",
                      { number: o.orderNumber },
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Form method="post" noValidate>
            <FormError>{message(result?.formError)}</FormError>
            {hasPassword ? (
              <TextField
                label={t("DeleteAccountForm.passwordLabel")}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                error={message(result?.fieldErrors.password)}
              />
            ) : (
              <TextField
                label={t("DeleteAccountForm.confirmationLabel", { word: confirmation })}
                name="confirmation"
                required
                autoComplete="off"
                defaultValue={result?.values.confirmation ?? ""}
                error={message(result?.fieldErrors.confirmation)}
              />
            )}
            <Button variant="accent" inProgress={navigation.state === "submitting"}>
              {t("DeleteAccountForm.submit")}
            </Button>
          </Form>
        )}
      </div>
    </AccountLayout>
  );
}
