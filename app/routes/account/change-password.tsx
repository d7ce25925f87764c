import { data, Form, useActionData, useNavigation } from "react-router";
import { changePasswordSchema } from "#modules/users";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/account/account.module.css";
import { AccountLayout } from "~/components/account/account-layout";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, TextField } from "~/components/ui/field";
import { failure, parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/change-password";

export function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request);
  return {
    seo: seo(context, request, "PasswordChangePage.title", "PasswordChangePage.title", {
      noIndex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await request.formData();
  const parsed = parseForm(changePasswordSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    // Other sessions end: whoever knew the old password is logged out elsewhere.
    await context.services.auth.changePassword(
      user.id,
      parsed.data.currentPassword,
      parsed.data.newPassword,
      context.sessionToken ?? undefined,
    );
    return { ok: true as const };
  } catch (error) {
    // A wrong current password is said at its field (403 invalid-credentials, not an access error).
    const failed = routeFailure(error, context, "change-password-failed", { accessInForm: true });
    if (failed.kind === "unexpected")
      return data(failure(formData, "PasswordChangePage.changeFailed"), { status: 500 });
    return data(failure(formData, undefined, failed.fieldErrors), { status: failed.status });
  }
}

/** States: idle, in progress, changed, error (spec §4). */
export default function ChangePasswordPage() {
  const t = useT();
  const message = useMessage();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = result && !result.ok ? result : null;
  return (
    <AccountLayout>
      <h1>{t("PasswordChangePage.heading")}</h1>
      <div className={styles.card}>
        {/* The key resets the fields after a successful change. */}
        <Form method="post" noValidate key={result?.ok ? "changed" : "form"}>
          {result?.ok ? <FormSuccess>{t("PasswordChangePage.passwordChanged")}</FormSuccess> : null}
          <FormError>{message(errors?.formError)}</FormError>
          <TextField
            label={t("PasswordChangeForm.newPasswordLabel")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            error={message(errors?.fieldErrors.newPassword)}
          />
          <TextField
            label={t("PasswordChangeForm.passwordLabel")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            help={t("PasswordChangeForm.confirmChangesInfo")}
            error={message(errors?.fieldErrors.currentPassword)}
          />
          <Button inProgress={navigation.state === "submitting"}>
            {t("PasswordChangeForm.saveChanges")}
          </Button>
        </Form>
      </div>
    </AccountLayout>
  );
}
