import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import styles from "~/components/auth/auth.module.css";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { FormError, TextField } from "~/components/ui/field";
import { parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import type { Route } from "./+types/verify";
import { afterStep, codeRefusal, codeSchema, requireStep } from "./second-factor.server";

export function loader({ context, request }: Route.LoaderArgs) {
  requireStep(context, request, "verify");
  return null;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function action({ context, request }: Route.ActionArgs) {
  const { user, token } = requireStep(context, request, "verify");
  const parsed = parseForm(codeSchema, await request.formData());
  if (!parsed.ok) return data({ ok: false as const, formError: parsed.fieldErrors.code }, 400);
  try {
    await context.services.secondFactor.verify(user.id, token, parsed.data.code);
  } catch (error) {
    return codeRefusal(error);
  }
  return redirect(afterStep(request));
}

/** The sign-in's second step for an operator (decision 085): the app's code or a recovery code. */
export default function SecondFactorPage() {
  const t = useT();
  const message = useMessage();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AuthLayout>
      <h1>{t("SecondFactor.verifyTitle")}</h1>
      <p className={styles.lead}>{t("SecondFactor.verifyIntro")}</p>
      <Form method="post" noValidate>
        <FormError>{message(result?.formError)}</FormError>
        <TextField
          label={t("SecondFactor.codeLabel")}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          required
          help={t("SecondFactor.codeHelp")}
        />
        <Button full inProgress={navigation.state === "submitting"}>
          {t("SecondFactor.verify")}
        </Button>
      </Form>
    </AuthLayout>
  );
}
