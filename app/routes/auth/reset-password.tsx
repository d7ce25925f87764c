import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { resetPasswordSchema } from "#modules/users";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { failure, parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/reset-password";

export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("t") ?? "",
    email: url.searchParams.get("e") ?? "",
    seo: seo(context, request, "PasswordResetPage.title", "PasswordRecoveryPage.description", {
      noIndex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(resetPasswordSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    await context.services.auth.resetPassword(parsed.data.token, parsed.data.password);
    return { ok: true as const };
  } catch (error) {
    const refused = formRefusal(error, context, "password-reset-failed", { accessInForm: true });
    return data(failure(formData, refused.messageId), { status: refused.status });
  }
}

export default function ResetPasswordPage() {
  const t = useT();
  const message = useMessage();
  const { token, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (result?.ok) {
    return (
      <AuthLayout>
        <div className={styles.state}>
          <h1>{t("PasswordResetPage.passwordChangedHeading")}</h1>
          <p className={styles.lead}>{t("PasswordResetPage.passwordChangedHelpText")}</p>
          <ButtonLink to="/login">{t("PasswordResetPage.loginButtonText")}</ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  const errors = result && !result.ok ? result : null;
  if (!token) {
    return (
      <AuthLayout>
        <div className={styles.state}>
          <h1>{t("PasswordResetPage.title")}</h1>
          <p className={styles.lead}>{t("PasswordResetPage.invalidLink")}</p>
          <ButtonLink to="/recover-password">{t("PasswordResetPage.requestNewLink")}</ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <h1>{t("PasswordResetPage.title")}</h1>
      <p className={styles.lead}>{t("PasswordResetPage.lead", { email })}</p>
      <Form method="post" noValidate>
        <FormError>{message(errors?.formError)}</FormError>
        <input type="hidden" name="token" value={token} />
        <TextField
          label={t("PasswordResetForm.passwordLabel")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          placeholder={t("PasswordResetForm.passwordPlaceholder")}
          error={message(errors?.fieldErrors.password)}
        />
        <Button full inProgress={navigation.state === "submitting"}>
          {t("PasswordResetForm.submitButtonText")}
        </Button>
      </Form>
    </AuthLayout>
  );
}
