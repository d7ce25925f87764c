import type { AppLoadContext } from "react-router";
import { seo } from "~/seo/seo.server";

/** The title of a sign-in with the provider that stopped: the login page's, never indexed. */
export const problemSeo = (context: AppLoadContext, request: Request) =>
  seo(context, request, "AuthenticationPage.loginTitle", "AuthenticationPage.schemaDescription", {
    noIndex: true,
  });
