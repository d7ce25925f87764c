import { data, Form, useActionData, useFetcher, useLoaderData, useNavigation } from "react-router";
import { contactDetailsSchema, formatPhoneNumber } from "#modules/users";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/account/account.module.css";
import { AccountLayout } from "~/components/account/account-layout";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, TextField } from "~/components/ui/field";
import { parseForm } from "~/forms/parse-form";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { formRefusal, routeFailure } from "../route-error.server";
import type { Route } from "./+types/contact-details";

export function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.protectedData.phoneNumber ?? "",
    seo: seo(context, request, "ContactDetailsPage.title", "ContactDetailsPage.title", {
      noIndex: true,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

type Result = {
  ok: boolean;
  saved: { email: boolean; phone: boolean };
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

/**
 * E-mail and phone are saved separately so one failing keeps its own error
 * while the other is still saved (spec §8).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await request.formData();
  const parsed = parseForm(contactDetailsSchema, formData);
  if (!parsed.ok) {
    return data<Result>({ ...parsed, saved: { email: false, phone: false } }, { status: 400 });
  }
  const { email, phoneNumber, currentPassword } = parsed.data;
  const result: Result = {
    ok: true,
    saved: { email: false, phone: false },
    fieldErrors: {},
    values: parsed.ok ? { email, phoneNumber } : {},
  };
  if (email !== user.email.toLowerCase()) {
    if (!currentPassword) {
      result.fieldErrors.currentPassword = "ContactDetailsForm.passwordRequired";
    } else {
      try {
        await context.services.auth.changeEmail(user.id, email, currentPassword);
        result.saved.email = true;
      } catch (error) {
        // A wrong password or a taken address at its field; the unexpected is the error page.
        const refused = formRefusal(error, context, "update-contact-details-failed", {
          accessInForm: true,
        });
        Object.assign(result.fieldErrors, refused.fieldErrors);
        if (Object.keys(refused.fieldErrors).length === 0 && refused.messageId)
          result.fieldErrors.email = refused.messageId;
      }
    }
  }
  if (phoneNumber !== (user.protectedData.phoneNumber ?? "")) {
    try {
      await context.services.users.updatePhoneNumber(user.id, phoneNumber);
      result.saved.phone = true;
    } catch (error) {
      routeFailure(error, context, "update-contact-details-failed", { accessInForm: true });
      result.fieldErrors.phoneNumber = "ContactDetailsForm.genericPhoneFailure";
    }
  }
  result.ok = Object.keys(result.fieldErrors).length === 0;
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function ContactDetailsPage() {
  const t = useT();
  const message = useMessage();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const resend = useFetcher<{ ok: boolean; messageId?: string }>();
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const savedSomething = result && (result.saved.email || result.saved.phone);
  return (
    <AccountLayout>
      <h1>{t("ContactDetailsPage.heading")}</h1>
      <div className={styles.card}>
        <Form method="post" noValidate>
          {savedSomething ? <FormSuccess>{t("ContactDetailsForm.saved")}</FormSuccess> : null}
          <FormError>{message(result?.formError)}</FormError>
          <TextField
            label={t("ContactDetailsForm.emailLabel")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email ?? loaded.email}
            error={message(errors.email)}
          />
          <p className={styles.status}>
            {loaded.emailVerified ? (
              <span className={styles.verified}>{t("ContactDetailsForm.emailVerified")}</span>
            ) : (
              <span className={styles.unverified}>{t("ContactDetailsForm.emailUnverified")}</span>
            )}
          </p>
          <TextField
            label={t("ContactDetailsForm.phoneLabel")}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            defaultValue={
              values.phoneNumber !== undefined
                ? formatPhoneNumber(values.phoneNumber)
                : formatPhoneNumber(loaded.phoneNumber)
            }
            placeholder={t("ContactDetailsForm.phonePlaceholder")}
            help={t("ContactDetailsForm.phoneHelp")}
            error={message(errors.phoneNumber)}
          />
          <TextField
            label={t("ContactDetailsForm.currentPasswordLabel")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            help={t("ContactDetailsForm.currentPasswordHelp")}
            error={message(errors.currentPassword)}
          />
          <Button inProgress={navigation.state === "submitting"}>
            {t("ContactDetailsForm.saveChanges")}
          </Button>
        </Form>
      </div>
      {!loaded.emailVerified ? (
        <div className={styles.card}>
          <p>{t("ContactDetailsForm.resendInfo")}</p>
          <resend.Form method="post" action="/verify-email/resend" className={styles.actions}>
            <Button variant="secondary" inProgress={resend.state !== "idle"}>
              {t("ModalMissingInformation.resendEmail")}
            </Button>
            {resend.data?.ok ? (
              <span role="status">{t("ModalMissingInformation.resendSuccess")}</span>
            ) : null}
            {resend.data && !resend.data.ok ? (
              <span role="alert">{message(resend.data.messageId)}</span>
            ) : null}
          </resend.Form>
        </div>
      ) : null}
    </AccountLayout>
  );
}
