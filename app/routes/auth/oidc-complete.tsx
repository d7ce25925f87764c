import { data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { idpLinkSchema, idpSignupSchema } from "#modules/auth";
import { loginRedirectHeaders } from "~/auth/after-login.server";
import { clearedOidcCookie, oidcToken } from "~/auth/oidc-cookie.server";
import { problemSeo } from "~/auth/oidc-page.server";
import { safeReturnPath, secureCookies, sessionCookie } from "~/auth/session.server";
import { OidcLinkForm, OidcSignupForm } from "~/components/auth/oidc-complete-forms";
import { OidcProblem } from "~/components/auth/oidc-problem";
import { failure, parseForm } from "~/forms/parse-form";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/oidc-complete";

// The provider's name and e-mail are this visitor's alone: never from the anonymous page cache.
export const headers = () => ({ "Cache-Control": "private, no-store" });

/**
 * A provider account seen for the first time (decision 086): complete the new account (names,
 * e-mail, terms) or, when its e-mail already has an account, link it with that password.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const name = context.services.idp.providerName();
  if (!name) throw data(null, { status: 404 });
  if (context.user) throw redirect("/");
  try {
    const pending = await context.services.idp.pending(oidcToken(request));
    const { profile } = pending;
    // "Another e-mail address" from the link form: a new account after all.
    const accountExists =
      pending.accountExists && new URL(request.url).searchParams.get("other") !== "1";
    const title = accountExists ? "IdpLinkForm.title" : "IdpSignupForm.title";
    const meta = seo(context, request, title, "AuthenticationPage.schemaDescription", {
      noIndex: true,
    });
    return { name, profile, accountExists, problem: null, seo: meta };
  } catch (error) {
    const refused = formRefusal(error, context, "oidc-sign-in-failed");
    return data(
      {
        name,
        profile: null,
        accountExists: false,
        problem: refused.messageId ?? "OidcPage.failed",
        seo: problemSeo(context, request),
      },
      { status: refused.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, request }: Route.ActionArgs) {
  if (!context.services.idp.providerName()) throw data(null, { status: 404 });
  const formData = await request.formData();
  const token = oidcToken(request);
  const secure = secureCookies(context);
  const intent = formData.get("intent") === "link" ? "link" : "signup";
  const signedIn = (session: Parameters<typeof sessionCookie>[0], returnTo: string) => {
    const to = safeReturnPath(returnTo, "/");
    const headers = loginRedirectHeaders(sessionCookie(session, secure), to, secure);
    headers.append("Set-Cookie", clearedOidcCookie(secure));
    return redirect(to, { headers });
  };
  try {
    if (intent === "link") {
      const parsed = parseForm(idpLinkSchema, formData);
      if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
      const email = String(formData.get("email") ?? "");
      const { session, returnTo } = await context.services.idp.linkExisting(
        token,
        { email: email.trim().toLowerCase(), password: parsed.data.password },
        context.clientIp,
      );
      return signedIn(session, returnTo);
    }
    const parsed = parseForm(idpSignupSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
    const { session, returnTo } = await context.services.idp.completeSignup(
      token,
      parsed.data,
      context.locale,
    );
    return signedIn(session, returnTo);
  } catch (error) {
    const refused = formRefusal(error, context, "oidc-sign-in-failed", { accessInForm: true });
    return data(
      { ...failure(formData, refused.messageId, refused.fieldErrors), intent },
      {
        status: refused.status,
      },
    );
  }
}

export default function OidcCompletePage() {
  const { name, profile, accountExists, problem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!profile) return <OidcProblem name={name} messageId={problem ?? "OidcPage.failed"} />;
  const errors = result && !result.ok ? result : null;
  // The typed e-mail turned out to have an account: linking is offered for that one.
  const takenEmail =
    errors?.intent === "signup" && errors.fieldErrors.email === "IdpSignupForm.emailTaken"
      ? errors.values.email
      : null;
  const linkEmail =
    errors?.intent === "link"
      ? errors.values.email
      : (takenEmail ?? (accountExists ? profile.email : null));
  const busy = navigation.state === "submitting";
  return linkEmail ? (
    <OidcLinkForm
      name={name}
      email={linkEmail}
      errors={errors?.intent === "link" ? errors : null}
      busy={busy}
    />
  ) : (
    <OidcSignupForm name={name} profile={profile} errors={errors} busy={busy} />
  );
}
