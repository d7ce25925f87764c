import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { loginSchema } from "#modules/users";
import { loginRedirectHeaders } from "~/auth/after-login.server";
import { safeReturnPath, secureCookies, sessionCookie } from "~/auth/session.server";
import { useAuthForm } from "~/auth/use-auth-form";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { OidcButton } from "~/components/auth/oidc-button";
import { ReturnHashInput, returnLocation } from "~/components/auth/return-hash-input";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { failure, parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/login";

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
      "AuthenticationPage.loginTitle",
      "AuthenticationPage.schemaDescription",
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(loginSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    const { userId, session } = await context.services.auth.login(parsed.data, context.clientIp);
    const from = safeReturnPath(new URL(request.url).searchParams.get("from"));
    const secure = secureCookies(context);
    // An operator with an authenticator app gives its code next (decision 085), and then goes
    // where they were going, or to the console.
    const next = (await operatorAsksCode(context, userId))
      ? `/second-factor${from === "/" ? "" : `?from=${encodeURIComponent(from)}`}`
      : returnLocation(from, formData.get("fromHash"));
    return redirect(next, {
      headers: loginRedirectHeaders(sessionCookie(session, secure), from, secure),
    });
  } catch (error) {
    // "Did not match" and "too many attempts" are said above the form, never at a field.
    const refused = formRefusal(error, context, "login-failed", { accessInForm: true });
    return data(failure(formData, refused.messageId), { status: refused.status });
  }
}

async function operatorAsksCode(context: Route.ActionArgs["context"], userId: string) {
  const user = await context.services.users.findById(userId);
  return (
    user?.isOperator === true && (await context.services.secondFactor.status(userId)) === "ready"
  );
}

export default function LoginPage() {
  const t = useT();
  const message = useMessage();
  const { from, oidcName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { onSubmit, refused } = useAuthForm("login");
  const errors = result && !result.ok ? result : null;
  return (
    <AuthLayout tab="login" from={from}>
      <h1 className="visually-hidden">{t("AuthenticationPage.loginTitle")}</h1>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <FormError>
          {refused ? t("Auth.loginOrLogoutInProgress") : message(errors?.formError)}
        </FormError>
        <ReturnHashInput />
        <TextField
          label={t("LoginForm.emailLabel")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={errors?.values.email}
          placeholder={t("LoginForm.emailPlaceholder")}
          error={message(errors?.fieldErrors.email)}
        />
        <TextField
          label={t("LoginForm.passwordLabel")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          placeholder={t("LoginForm.passwordPlaceholder")}
          error={message(errors?.fieldErrors.password)}
        />
        <Button full inProgress={navigation.state === "submitting"}>
          {t("LoginForm.logIn")}
        </Button>
      </Form>
      <OidcButton name={oidcName} from={from} />
      <p className={styles.links}>
        <Link to="/recover-password">{t("LoginForm.forgotPassword")}</Link>
      </p>
      <p className={styles.links}>
        {t("LoginForm.noAccountYet")}{" "}
        <Link to={from ? `/signup?from=${encodeURIComponent(from)}` : "/signup"}>
          {t("LoginForm.signupLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
