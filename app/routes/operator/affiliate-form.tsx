import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./operator.module.css";
import type { OperatorResult } from "./operator.server";

/** Marks a listing (by id or URL) as affiliate with the seller's website, or unmarks it. */
export function AffiliateForm({ result }: { result: OperatorResult | undefined }) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : null;
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "affiliate";
  return (
    <Form method="post" noValidate className={styles.form} key={result?.ok ? "saved" : "edit"}>
      <input type="hidden" name="intent" value="affiliate" />
      {result?.ok ? <FormSuccess>{t(result.message, { title: result.title })}</FormSuccess> : null}
      <FormError>{message(failed?.formError)}</FormError>
      <TextField
        label={t("OperatorPage.listingLabel")}
        name="listing"
        required
        placeholder="https://…/l/…/…"
        defaultValue={failed?.values.listing ?? ""}
        help={t("OperatorPage.listingHelp")}
        error={message(failed?.fieldErrors.listing)}
      />
      <TextField
        label={t("OperatorPage.websiteLabel")}
        name="websiteAffiliate"
        type="url"
        inputMode="url"
        placeholder="https://"
        defaultValue={failed?.values.websiteAffiliate ?? ""}
        error={message(failed?.fieldErrors.websiteAffiliate)}
      />
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="isAffiliate"
          defaultChecked={failed ? failed.values.isAffiliate === "on" : true}
        />
        {t("OperatorPage.isAffiliateLabel")}
      </label>
      <Button inProgress={submitting}>{t("OperatorPage.saveAffiliate")}</Button>
    </Form>
  );
}
