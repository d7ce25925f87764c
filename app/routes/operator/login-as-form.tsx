import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError, TextArea } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";

export type LoginAsFormErrors = {
  formError?: string;
  reason?: string;
  values?: { reason?: string };
};

/**
 * Login-as for one user (decision 085): the reason is required and goes in the audit log. For
 * the console's user page and /operator/login-as; a whole-document POST, since the session
 * (and so every loaded piece of the app) changes.
 */
export function LoginAsForm({ userId, errors }: { userId: string; errors?: LoginAsFormErrors }) {
  const t = useT();
  const message = useMessage();
  return (
    <Form
      method="post"
      action={`/operator/login-as?userId=${encodeURIComponent(userId)}`}
      reloadDocument
      noValidate
    >
      <FormError>{message(errors?.formError)}</FormError>
      <input type="hidden" name="userId" value={userId} />
      <TextArea
        label={t("LoginAs.reasonLabel")}
        name="reason"
        required
        maxLength={500}
        rows={3}
        defaultValue={errors?.values?.reason}
        error={message(errors?.reason)}
        help={t("LoginAs.reasonHelp")}
      />
      <Button>{t("LoginAs.start")}</Button>
    </Form>
  );
}
