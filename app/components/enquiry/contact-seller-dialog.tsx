import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { MESSAGE_MAX_LENGTH } from "#modules/messages";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { Button } from "../ui/button";
import { FormError, SelectField, TextArea } from "../ui/field";
import { Modal } from "../ui/modal";
import styles from "./contact-seller.module.css";
import { type ContactSellerModalProps, openPath } from "./contact-seller-form";

/**
 * The enquiry form in a dialog (spec §5: message required, at most 5000 characters). On the
 * profile page the buyer picks which listing it is about; on the listing page it is that one.
 */
export function ContactSellerDialog({
  sellerName,
  listingId,
  listings,
  result,
}: ContactSellerModalProps) {
  const t = useT();
  const message = useMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const close = () => navigate(location.pathname, { replace: true, preventScrollReset: true });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "enquire";
  const errors = result?.fieldErrors ?? {};
  return (
    <Modal open onClose={close} title={t("EnquiryForm.heading", { name: sellerName })}>
      <Form method="post" action={openPath(location.pathname)} className={styles.form} id="contact">
        <input type="hidden" name="intent" value="enquire" />
        <p className={styles.intro}>{t("EnquiryForm.intro")}</p>
        {listingId ? <input type="hidden" name="listingId" value={listingId} /> : null}
        {listings && listings.length > 0 ? (
          <SelectField
            label={t("EnquiryForm.listingLabel")}
            name="listingId"
            defaultValue={result?.values.listingId ?? listings[0]!.id}
            error={message(errors.listingId)}
          >
            {listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </SelectField>
        ) : null}
        <TextArea
          label={t("EnquiryForm.messageLabel")}
          name="message"
          rows={6}
          required
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t("EnquiryForm.messagePlaceholder")}
          defaultValue={result?.values.message}
          error={message(errors.message)}
          autoFocus
        />
        {result?.formError ? <FormError>{message(result.formError)}</FormError> : null}
        <Button type="submit" full inProgress={sending}>
          {sending ? t("EnquiryForm.sending") : t("EnquiryForm.send")}
        </Button>
      </Form>
    </Modal>
  );
}
