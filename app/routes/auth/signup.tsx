import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { signupSchema } from "#modules/users";
import { loginRedirectHeaders } from "~/auth/after-login.server";
import { safeReturnPath, secureCookies, sessionCookie } from "~/auth/session.server";
import { useAuthForm } from "~/auth/use-auth-form";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { OidcButton } from "~/components/auth/oidc-button";
import { ReturnHashInput, returnLocation } from "~/components/auth/return-hash-input";
import { Button } from "~/components/ui/button";
import { FieldRow, FormError, TextField } from "~/components/ui/field";
import { failure, parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/signup";

export function loader({ context, request }: Route.LoaderArgs) {
  const from = new URL(request.url).searchParams.get("from");
  if (context.user) throw redirect(safeReturnPath(from));
  return {
    from,
    /** The identity provider's name for its button; null when none is configured. */
    oidcName: context.services.idp.providerName(),
    seo: seo(
      context,
      request,
      "AuthenticationPage.signupTitle",
      "AuthenticationPage.schemaDescription",
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(signupSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    // Signup logs the new user in straight away (spec §4).
    const { session } = await context.services.auth.signup(parsed.data, context.locale);
    const from = safeReturnPath(new URL(request.url).searchParams.get("from"), "/confirm");
    const secure = secureCookies(context);
    return redirect(returnLocation(from, formData.get("fromHash")), {
      headers: loginRedirectHeaders(sessionCookie(session, secure), from, secure),
    });
  } catch (error) {
    const refused = formRefusal(error, context, "signup-failed", { accessInForm: true });
    return data(failure(formData, refused.messageId, refused.fieldErrors), {
      status: refused.status,
    });
  }
}

export default function SignupPage() {
  const t = useT();
  const message = useMessage();
  const { from, oidcName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { onSubmit, refused } = useAuthForm("signup");
  const errors = result && !result.ok ? result : null;
  const emailTaken = errors?.fieldErrors.email === "SignupForm.emailTaken";
  return (
    <AuthLayout tab="signup" from={from}>
      <h1 className="visually-hidden">{t("AuthenticationPage.signupTitle")}</h1>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <FormError>
          {refused
            ? t("Auth.loginOrLogoutInProgress")
            : errors?.formError && !emailTaken
              ? message(errors.formError)
              : null}
        </FormError>
        <ReturnHashInput />
        <TextField
          label={t("SignupForm.emailLabel")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={errors?.values.email}
          placeholder={t("SignupForm.emailPlaceholder")}
          error={message(errors?.fieldErrors.email)}
        />
        <FieldRow>
          <TextField
            label={t("SignupForm.firstNameLabel")}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={errors?.values.firstName}
            placeholder={t("SignupForm.firstNamePlaceholder")}
            error={message(errors?.fieldErrors.firstName)}
          />
          <TextField
            label={t("SignupForm.lastNameLabel")}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={errors?.values.lastName}
            placeholder={t("SignupForm.lastNamePlaceholder")}
            error={message(errors?.fieldErrors.lastName)}
          />
        </FieldRow>
        <TextField
          label={t("SignupForm.passwordLabel")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          placeholder={t("SignupForm.passwordPlaceholder")}
          help={t("SignupForm.passwordHelp")}
          error={message(errors?.fieldErrors.password)}
        />
        <Button full inProgress={navigation.state === "submitting"}>
          {t("SignupForm.signUp")}
        </Button>
        <p className={styles.terms}>
          {t("SignupForm.termsPrefix")}{" "}
          <Link to="/terms-of-service">{t("SignupForm.termsLink")}</Link> {t("SignupForm.termsAnd")}{" "}
          <Link to="/privacy-policy">{t("SignupForm.privacyLink")}</Link>.
        </p>
      </Form>
      <OidcButton name={oidcName} from={from} />
    </AuthLayout>
  );
}
