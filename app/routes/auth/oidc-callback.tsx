import { data, redirect, useLoaderData } from "react-router";
import { loginRedirectHeaders } from "~/auth/after-login.server";
import { clearedOidcCookie, oidcToken } from "~/auth/oidc-cookie.server";
import { problemSeo } from "~/auth/oidc-page.server";
import { safeReturnPath, secureCookies, sessionCookie } from "~/auth/session.server";
import { OidcProblem } from "~/components/auth/oidc-problem";
import { pageMeta } from "~/seo/page-meta";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/oidc-callback";

export const headers = () => ({ "Cache-Control": "private, no-store" });

/**
 * The provider's redirect back (decision 086): a linked account is signed in and sent where
 * it was going; a new provider account goes on to the completion form.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const name = context.services.idp.providerName();
  if (!name) throw data(null, { status: 404 });
  const secure = secureCookies(context);
  const query = new URL(request.url).searchParams;
  try {
    const result = await context.services.idp.callback(oidcToken(request), query);
    if (result.kind === "complete") throw redirect("/auth/oidc/complete");
    const to = safeReturnPath(result.returnTo);
    const headers = loginRedirectHeaders(sessionCookie(result.session, secure), to, secure);
    headers.append("Set-Cookie", clearedOidcCookie(secure));
    return redirect(to, { headers });
  } catch (error) {
    const refused = formRefusal(error, context, "oidc-sign-in-failed", { logRefusals: true });
    return data(
      {
        name,
        messageId: refused.messageId ?? "OidcPage.failed",
        seo: problemSeo(context, request),
      },
      { status: refused.status, headers: { "Set-Cookie": clearedOidcCookie(secure) } },
    );
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OidcCallbackPage() {
  const { name, messageId } = useLoaderData<typeof loader>();
  return <OidcProblem name={name} messageId={messageId} />;
}
