import { useEffect, useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormSuccess } from "~/components/ui/field";
import { SproutIcon } from "~/components/ui/icons";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/confirm";

/**
 * The confirmation tab after signup: tells where the verification mail went
 * and offers to send another. Reached only when logged in.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  return {
    email: user.email,
    firstName: user.firstName,
    verified: user.emailVerified,
    seo: seo(context, request, "ConfirmPage.title", "AuthenticationPage.schemaDescription", {
      noIndex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function ConfirmPage() {
  const t = useT();
  const message = useMessage();
  const { email, firstName, verified } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<{ ok: boolean; messageId?: string }>();
  const sending = fetcher.state !== "idle";
  // A second press while the first mail is on its way: say so (spec §8) instead of ignoring it.
  const [pressedAgain, setPressedAgain] = useState(false);
  useEffect(() => {
    if (!sending) setPressedAgain(false);
  }, [sending]);
  return (
    <AuthLayout>
      <div className={styles.state}>
        <SproutIcon />
        <h1>
          {verified ? t("ConfirmPage.verifiedTitle", { name: firstName }) : t("ConfirmPage.title")}
        </h1>
        {verified ? (
          <p className={styles.lead}>{t("ConfirmPage.verifiedText")}</p>
        ) : (
          <>
            <p className={styles.lead}>{t("ConfirmPage.text", { email })}</p>
            <fetcher.Form
              method="post"
              action="/verify-email/resend"
              onSubmit={(event) => {
                if (!sending) return;
                event.preventDefault();
                setPressedAgain(true);
              }}
            >
              <Button variant="secondary" aria-busy={sending || undefined}>
                {t("ModalMissingInformation.resendEmail")}
              </Button>
            </fetcher.Form>
            {pressedAgain ? <p role="alert">{t("EmailVerificationForm.inProgress")}</p> : null}
            {fetcher.data?.ok && !sending ? (
              <FormSuccess>{t("ModalMissingInformation.resendSuccess")}</FormSuccess>
            ) : null}
            {fetcher.data && !fetcher.data.ok && !sending ? (
              <p role="alert">{message(fetcher.data.messageId)}</p>
            ) : null}
          </>
        )}
        <p className={styles.links}>
          <ButtonLink to="/" variant="primary">
            {t("ConfirmPage.continue")}
          </ButtonLink>
        </p>
      </div>
    </AuthLayout>
  );
}
