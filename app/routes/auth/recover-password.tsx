import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { recoverPasswordSchema } from "#modules/users";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { failure, parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/recover-password";

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    seo: seo(context, request, "PasswordRecoveryPage.title", "PasswordRecoveryPage.description"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(recoverPasswordSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    await context.services.auth.requestPasswordReset(parsed.data.email, context.clientIp);
    return { ok: true as const, email: parsed.data.email };
  } catch (error) {
    const failed = routeFailure(error, context, "password-recovery-failed", { accessInForm: true });
    if (failed.kind === "unexpected")
      return data(failure(formData, "PasswordRecoveryPage.actionFailed"), { status: 500 });
    // A field's own message (e-mail not found) beside the field; others (too many) above the form.
    const hasFields = Object.keys(failed.fieldErrors).length > 0;
    const formError = hasFields || failed.kind === "validation" ? undefined : failed.messageId;
    return data(failure(formData, formError, failed.fieldErrors), { status: failed.status });
  }
}

export default function RecoverPasswordPage() {
  const t = useT();
  const message = useMessage();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  // "Retype e-mail" returns to the form with the address filled in.
  const retype = params.get("retype");
  if (result?.ok && !retype) {
    return (
      <AuthLayout>
        <div className={styles.state}>
          <h1>{t("PasswordRecoveryPage.emailSubmittedTitle")}</h1>
          <p className={styles.lead}>
            {t("PasswordRecoveryPage.emailSubmittedMessage", { email: result.email })}
          </p>
          <Form method="post">
            <input type="hidden" name="email" value={result.email} />
            <Button variant="secondary" inProgress={navigation.state === "submitting"}>
              {t("PasswordRecoveryPage.resendEmailLinkText")}
            </Button>
          </Form>
          <p className={styles.links}>
            {t("PasswordRecoveryPage.fixEmailInfo")}{" "}
            <Link to={`/recover-password?retype=${encodeURIComponent(result.email)}`}>
              {t("PasswordRecoveryPage.fixEmailLinkText")}
            </Link>
          </p>
        </div>
      </AuthLayout>
    );
  }
  const errors = result && !result.ok ? result : null;
  return (
    <AuthLayout>
      <h1>{t("PasswordRecoveryPage.title")}</h1>
      <p className={styles.lead}>{t("PasswordRecoveryPage.lead")}</p>
      <Form method="post" action="/recover-password" noValidate>
        <FormError>{message(errors?.formError)}</FormError>
        <TextField
          label={t("PasswordRecoveryForm.emailLabel")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={errors?.values.email ?? retype ?? ""}
          placeholder={t("PasswordRecoveryForm.emailPlaceholder")}
          error={message(errors?.fieldErrors.email)}
        />
        <Button full inProgress={navigation.state === "submitting"}>
          {t("PasswordRecoveryForm.sendInstructions")}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link to="/login">{t("PasswordRecoveryForm.loginLink")}</Link>
      </p>
    </AuthLayout>
  );
}
