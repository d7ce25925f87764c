import { useEffect, useRef } from "react";
import { data, useFetcher, useLoaderData } from "react-router";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button, ButtonLink } from "~/components/ui/button";
import { SproutIcon } from "~/components/ui/icons";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/verify-email";

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  return {
    token: new URL(request.url).searchParams.get("t") ?? "",
    alreadyVerified: user.emailVerified,
    firstName: user.firstName,
    seo: seo(
      context,
      request,
      "EmailVerificationPage.title",
      "AuthenticationPage.schemaDescription",
      {
        noIndex: true,
      },
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

// Verification changes state, so it is an action (a GET of the mail link only shows the page).
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request, "login");
  const token = String((await request.formData()).get("token") ?? "");
  try {
    await context.services.auth.verifyEmail(token);
    return { state: "verified" as const };
  } catch (error) {
    const refused = formRefusal(error, context, "verify-email-failed", { accessInForm: true });
    return data({ state: "error" as const }, { status: refused.status });
  }
}

/** States idle → in progress → verified | error (spec §4). */
export default function VerifyEmailPage() {
  const t = useT();
  const { token, alreadyVerified, firstName } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const started = useRef(false);
  const inProgress = fetcher.state !== "idle";
  const state = inProgress
    ? "inProgress"
    : (fetcher.data?.state ?? (alreadyVerified ? "verified" : "idle"));
  useEffect(() => {
    // A second run while one is in progress is refused, so the mail link verifies once.
    if (token && !alreadyVerified && !started.current) {
      started.current = true;
      fetcher.submit({ token }, { method: "post" });
    }
  }, [token, alreadyVerified, fetcher]);
  return (
    <AuthLayout>
      <div className={styles.state} aria-live="polite">
        <SproutIcon />
        {state === "verified" ? (
          <>
            <h1>{t("EmailVerificationForm.successTitle", { name: firstName })}</h1>
            <p className={styles.lead}>{t("EmailVerificationForm.successText")}</p>
            <ButtonLink to="/">{t("EmailVerificationForm.successButtonText")}</ButtonLink>
          </>
        ) : state === "error" ? (
          <>
            <h1>{t("EmailVerificationPage.title")}</h1>
            <p role="alert">{t("EmailVerificationForm.verificationFailed")}</p>
            <ButtonLink to="/confirm" variant="secondary">
              {t("EmailVerificationForm.requestNew")}
            </ButtonLink>
          </>
        ) : (
          <>
            <h1>{t("EmailVerificationPage.title")}</h1>
            <p className={styles.lead}>{t("EmailVerificationForm.verifyText")}</p>
            {token ? (
              <fetcher.Form method="post">
                <input type="hidden" name="token" value={token} />
                <Button inProgress={inProgress}>
                  {inProgress
                    ? t("EmailVerificationForm.verifying")
                    : t("EmailVerificationForm.verify")}
                </Button>
              </fetcher.Form>
            ) : (
              <ButtonLink to="/confirm" variant="secondary">
                {t("EmailVerificationForm.requestNew")}
              </ButtonLink>
            )}
          </>
        )}
      </div>
    </AuthLayout>
  );
}
