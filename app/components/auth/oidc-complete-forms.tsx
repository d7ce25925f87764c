import { useId } from "react";
import { Form, Link } from "react-router";
import type { IdpProfile } from "#modules/auth";
import { Button } from "~/components/ui/button";
import { FieldRow, FormError, TextField } from "~/components/ui/field";
import type { FormFailure } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout";

type Props = { name: string; errors: FormFailure | null; busy: boolean };

/** What signup needs that the provider did not give: names and e-mail checked, the terms. */
export function OidcSignupForm({ name, profile, errors, busy }: Props & { profile: IdpProfile }) {
  const t = useT();
  const message = useMessage();
  const consentId = useId();
  const values = errors?.values;
  const termsError = message(errors?.fieldErrors.termsAccepted);
  return (
    <AuthLayout>
      <h1>{t("IdpSignupForm.title")}</h1>
      <p className={styles.lead}>{t("IdpSignupForm.lead", { name })}</p>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="signup" />
        <FormError>
          {errors?.formError && !errors.fieldErrors.email ? message(errors.formError) : null}
        </FormError>
        <TextField
          label={t("SignupForm.emailLabel")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email ?? profile.email}
          help={profile.emailVerified ? t("IdpSignupForm.emailVerifiedHelp", { name }) : undefined}
          error={message(errors?.fieldErrors.email)}
        />
        <FieldRow>
          <TextField
            label={t("SignupForm.firstNameLabel")}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values?.firstName ?? profile.firstName}
            error={message(errors?.fieldErrors.firstName)}
          />
          <TextField
            label={t("SignupForm.lastNameLabel")}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values?.lastName ?? profile.lastName}
            error={message(errors?.fieldErrors.lastName)}
          />
        </FieldRow>
        <div className={styles.consent}>
          <input
            id={consentId}
            type="checkbox"
            name="termsAccepted"
            required
            defaultChecked={values?.termsAccepted === "on"}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${consentId}-error` : undefined}
          />
          <label htmlFor={consentId}>
            {t("IdpSignupForm.termsPrefix")}{" "}
            <Link to="/terms-of-service" target="_blank">
              {t("SignupForm.termsLink")}
            </Link>{" "}
            {t("SignupForm.termsAnd")}{" "}
            <Link to="/privacy-policy" target="_blank">
              {t("SignupForm.privacyLink")}
            </Link>
            .
          </label>
        </div>
        {termsError ? (
          <p id={`${consentId}-error`} className={styles.consentError} role="alert">
            {termsError}
          </p>
        ) : null}
        <Button full inProgress={busy}>
          {t("IdpSignupForm.submit")}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link to="/login">{t("OidcPage.cancel")}</Link>
      </p>
    </AuthLayout>
  );
}

/** Linking to the account that has this e-mail: only with that account's password. */
export function OidcLinkForm({ name, email, errors, busy }: Props & { email: string }) {
  const t = useT();
  const message = useMessage();
  return (
    <AuthLayout>
      <h1>{t("IdpLinkForm.title")}</h1>
      <p className={styles.lead}>{t("IdpLinkForm.lead", { name, email })}</p>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="email" value={email} />
        <FormError>{message(errors?.formError)}</FormError>
        <TextField
          label={t("LoginForm.passwordLabel")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={message(errors?.fieldErrors.password)}
        />
        <Button full inProgress={busy}>
          {t("IdpLinkForm.submit", { name })}
        </Button>
      </Form>
      <p className={styles.links}>
        <Link to="/recover-password">{t("LoginForm.forgotPassword")}</Link>
      </p>
      <p className={styles.links}>
        <Link to="/auth/oidc/complete?other=1">{t("IdpLinkForm.otherEmail")}</Link>
      </p>
      <p className={styles.links}>
        <Link to="/login">{t("OidcPage.cancel")}</Link>
      </p>
    </AuthLayout>
  );
}
