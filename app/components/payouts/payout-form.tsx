import { useEffect, useMemo, useState } from "react";
import { Form } from "react-router";
import type { BankField } from "#modules/payments";
import { BANK_FIELD_COLUMNS_FROM, PAYOUT_COUNTRIES, payoutCountry } from "#modules/payout-accounts";
import { Button } from "~/components/ui/button";
import { FormError, SelectField, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./payouts.module.css";
import { useBankToken } from "./use-bank-token";

type Props = {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  formError?: string;
  /** The account exists: country and type stay, bank details may be left as they are. */
  existing: { bankLast4: string | null } | null;
  tokenEndpoint: string | null;
  locale: string;
  submitting: boolean;
};

/** Spec §5 payout form: country, account type, holder, the country's bank fields, profile URL. */
export function PayoutForm({
  values,
  fieldErrors,
  formError,
  existing,
  tokenEndpoint,
  locale,
  submitting,
}: Props) {
  const t = useT();
  const message = useMessage();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [country, setCountry] = useState(values.country ?? "NL");
  const [accountType, setAccountType] = useState(values.accountType ?? "individual");
  const [holder, setHolder] = useState(values.accountHolderName ?? "");
  const [bank, setBank] = useState<Partial<Record<BankField, string>>>(() =>
    Object.fromEntries((payoutCountry(country)?.fields ?? []).map((f) => [f, values[f] ?? ""])),
  );
  const selected = payoutCountry(country);
  const fields = selected?.fields ?? [];
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: "region" });
    } catch {
      return null;
    }
  }, [locale]);
  const countryName = (code: string) => names?.of(code) ?? code;
  const editingBank = Object.values(bank).some((v) => v && v.trim() !== "");
  const token = useBankToken(
    existing && !editingBank ? null : tokenEndpoint,
    {
      country,
      accountHolderName: holder,
      accountHolderType: accountType === "company" ? "company" : "individual",
      fields: bank,
    },
    selected?.currency ?? "",
  );

  return (
    <Form method="post" noValidate aria-labelledby="payout-form-title">
      <input type="hidden" name="intent" value="save" />
      <h2 id="payout-form-title">
        {t(existing ? "StripeConnectAccountForm.editTitle" : "StripeConnectAccountForm.title")}
      </h2>
      <FormError>{message(formError)}</FormError>
      <SelectField
        label={t("StripeConnectAccountForm.countryLabel")}
        name="country"
        value={country}
        disabled={Boolean(existing)}
        onChange={(e) => {
          setCountry(e.target.value);
          setBank({});
        }}
        error={message(fieldErrors.country)}
      >
        {PAYOUT_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {countryName(c.code)} ({c.currency})
          </option>
        ))}
      </SelectField>
      {existing ? <input type="hidden" name="country" value={country} /> : null}
      {hydrated || existing ? null : (
        <Button name="intent" value="country" variant="secondary">
          {t("StripeConnectAccountForm.showCountryFields")}
        </Button>
      )}
      <fieldset className={styles.fieldset} disabled={Boolean(existing)}>
        <legend>{t("StripeConnectAccountForm.accountTypeTitle")}</legend>
        {(["individual", "company"] as const).map((type) => (
          <label key={type} className={styles.radio}>
            <input
              type="radio"
              name="accountType"
              value={type}
              checked={accountType === type}
              onChange={() => setAccountType(type)}
            />
            {t(`StripeConnectAccountForm.${type}Account`)}
          </label>
        ))}
      </fieldset>
      {existing ? <input type="hidden" name="accountType" value={accountType} /> : null}
      {accountType === "company" || !hydrated ? (
        <TextField
          label={t("StripeConnectAccountForm.companyNameLabel")}
          name="companyName"
          defaultValue={values.companyName}
          autoComplete="organization"
          help={hydrated ? undefined : t("StripeConnectAccountForm.companyNameHelp")}
          error={message(fieldErrors.companyName)}
        />
      ) : null}
      <TextField
        label={t("StripeConnectAccountForm.accountHolderNameLabel")}
        name="accountHolderName"
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
        autoComplete="name"
        required
        error={message(fieldErrors.accountHolderName)}
      />
      <div
        className={`${styles.bankFields} ${fields.length >= BANK_FIELD_COLUMNS_FROM ? styles.bankColumns : ""}`}
      >
        {fields.map((field) => (
          <TextField
            key={`${country}-${field}`}
            label={t(`StripeBankAccountTokenInputField.${field}Label`)}
            name={field}
            value={bank[field] ?? ""}
            onChange={(e) => setBank((b) => ({ ...b, [field]: e.target.value }))}
            autoComplete="off"
            spellCheck={false}
            help={
              existing?.bankLast4
                ? t("StripeConnectAccountForm.bankKept", { last4: existing.bankLast4 })
                : undefined
            }
            error={message(fieldErrors[field])}
          />
        ))}
      </div>
      {token.status === "ready" ? (
        <>
          <input type="hidden" name="bankAccountToken" value={token.token} />
          <p className={styles.tokenStatus} role="status">
            {t("StripeBankAccountTokenInputField.tokenReady", { last4: token.last4 })}
          </p>
        </>
      ) : token.status === "error" ? (
        <FormError>{message(token.messageId)}</FormError>
      ) : null}
      <TextField
        label={t("StripeConnectAccountForm.businessProfileUrlLabel")}
        name="businessProfileUrl"
        type="url"
        defaultValue={values.businessProfileUrl}
        help={t("StripeConnectAccountForm.businessProfileUrlHelp")}
        error={message(fieldErrors.businessProfileUrl)}
      />
      <p className={styles.terms}>{t("StripeConnectAccountForm.termsNotice")}</p>
      <Button inProgress={submitting || token.status === "pending"}>
        {t(existing ? "StripeConnectAccountForm.saveChanges" : "StripeConnectAccountForm.submit")}
      </Button>
    </Form>
  );
}
