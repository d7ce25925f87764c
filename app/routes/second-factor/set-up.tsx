import QRCode from "qrcode";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import type { Route } from "./+types/set-up";
import { afterStep, codeRefusal, codeSchema, requireStep } from "./second-factor.server";
import setUp from "./set-up.module.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Past the step: the page after the confirming post (it shows the recovery codes, once) or a
  // later visit; never a redirect, which would take the codes off the screen.
  if (context.user?.isOperator && !context.operatorStep && !context.loginAs)
    return { secret: null, qr: null };
  const { user } = requireStep(context, request, "set-up");
  const { secret, uri } = await context.services.secondFactor.beginSetUp(user);
  // The QR code is made here, from our own URI: an image the page's policy allows (data:).
  return { secret, qr: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function action({ context, request }: Route.ActionArgs) {
  const { user, token } = requireStep(context, request, "set-up");
  const parsed = parseForm(codeSchema, await request.formData());
  if (!parsed.ok) return data({ ok: false as const, formError: parsed.fieldErrors.code }, 400);
  try {
    const recoveryCodes = await context.services.secondFactor.confirmSetUp(
      user,
      token,
      parsed.data.code,
    );
    return { ok: true as const, recoveryCodes, next: afterStep(request) };
  } catch (error) {
    return codeRefusal(error);
  }
}

/**
 * An operator without a second factor sets one up before the console opens (decision 085):
 * scan the code (or type the secret), confirm with the first code, keep the recovery codes.
 */
export default function SecondFactorSetUpPage() {
  const t = useT();
  const message = useMessage();
  const { secret, qr } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (result?.ok) {
    return (
      <AuthLayout>
        <h1>{t("SecondFactor.recoveryTitle")}</h1>
        <p className={styles.lead}>{t("SecondFactor.recoveryIntro")}</p>
        <ul className={setUp.codes} aria-label={t("SecondFactor.recoveryTitle")}>
          {result.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p className={styles.links}>
          <Link to={result.next}>{t("SecondFactor.toConsole")}</Link>
        </p>
      </AuthLayout>
    );
  }
  if (!secret || !qr) {
    return (
      <AuthLayout>
        <h1>{t("SecondFactor.setUpTitle")}</h1>
        <p className={styles.lead}>{t("SecondFactor.alreadySetUp")}</p>
        <p className={styles.links}>
          <Link to="/operator">{t("SecondFactor.toConsole")}</Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <h1>{t("SecondFactor.setUpTitle")}</h1>
      <p className={styles.lead}>{t("SecondFactor.setUpIntro")}</p>
      <img className={setUp.qr} src={qr} alt={t("SecondFactor.qrAlt")} width={220} height={220} />
      <p>
        {t("SecondFactor.secretLabel")} <code className={setUp.secret}>{secret}</code>
      </p>
      <Form method="post" noValidate>
        <FormError>{message(result?.formError)}</FormError>
        <TextField
          label={t("SecondFactor.codeLabel")}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          help={t("SecondFactor.setUpCodeHelp")}
        />
        <Button full inProgress={navigation.state === "submitting"}>
          {t("SecondFactor.confirm")}
        </Button>
      </Form>
    </AuthLayout>
  );
}
