import { Form, useNavigation } from "react-router";
import { REVIEW_MAX_LENGTH } from "#modules/reviews";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { StarRatingInput } from "../reviews/star-rating-input";
import { Button } from "../ui/button";
import { FormError, TextArea } from "../ui/field";
import styles from "./transaction-page.module.css";
import type { TransactionActionResult } from "./types";

/**
 * Spec §2/§4 leave review: rating 1 to 5 and a message (at most 5000), once per side. The
 * server picks review-1 or review-2 (the first/second review fallback); its refusals come
 * back as field messages or the spec's texts ('Review already sent').
 */
export function ReviewForm({
  otherName,
  result,
}: {
  otherName: string;
  result: TransactionActionResult | null;
}) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "review";
  const failure = result && !result.ok && result.intent === "review" ? result : null;
  const rating = Number(failure?.values?.rating);
  return (
    <section className={styles.card} aria-labelledby="review-heading">
      <h2 id="review-heading" className={styles.cardHeading}>
        {t("ReviewForm.heading", { name: otherName })}
      </h2>
      <p className={styles.note}>{t("ReviewForm.intro")}</p>
      {/* The server's messages, in the page's language, rather than the browser's bubbles. */}
      <Form method="post" noValidate className={styles.reviewForm}>
        <input type="hidden" name="intent" value="review" />
        <StarRatingInput
          name="rating"
          legend={t("ReviewForm.ratingLabel")}
          defaultValue={Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined}
          error={message(failure?.fieldErrors?.rating)}
        />
        <TextArea
          label={t("ReviewForm.contentLabel")}
          name="content"
          required
          maxLength={REVIEW_MAX_LENGTH}
          rows={5}
          defaultValue={failure?.values?.content}
          error={message(failure?.fieldErrors?.content)}
        />
        {failure?.formError ? <FormError>{message(failure.formError)}</FormError> : null}
        <Button inProgress={sending}>{t("ReviewForm.submit")}</Button>
      </Form>
    </section>
  );
}
