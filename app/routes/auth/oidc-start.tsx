import { data, redirect, useLoaderData } from "react-router";
import { oidcCookie } from "~/auth/oidc-cookie.server";
import { problemSeo } from "~/auth/oidc-page.server";
import { safeReturnPath, secureCookies } from "~/auth/session.server";
import { OidcProblem } from "~/components/auth/oidc-problem";
import { pageMeta } from "~/seo/page-meta";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/oidc-start";

export const headers = () => ({ "Cache-Control": "private, no-store" });

/**
 * "Doorgaan met {name}": a new sign-in at the provider (decision 086). A GET, so the page's
 * form-action policy has no say over the redirect to another site; it changes nothing but
 * the visitor's own sign-in cookie.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const name = context.services.idp.providerName();
  if (!name) throw data(null, { status: 404 });
  const from = safeReturnPath(new URL(request.url).searchParams.get("from"));
  if (context.user) throw redirect(from);
  try {
    const { token, url, expiresAt } = await context.services.idp.start(from);
    return redirect(url.href, {
      headers: {
        "Set-Cookie": oidcCookie(token, expiresAt, secureCookies(context)),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    // The provider could not be reached: said here, with the way back to the login page.
    const refused = formRefusal(error, context, "oidc-sign-in-failed");
    return data(
      {
        name,
        messageId: refused.messageId ?? "OidcPage.failed",
        seo: problemSeo(context, request),
      },
      { status: 502 },
    );
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OidcStartPage() {
  const { name, messageId } = useLoaderData<typeof loader>();
  return <OidcProblem name={name} messageId={messageId} />;
}
