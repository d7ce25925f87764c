import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { MessageView } from "#modules/messages";
import type { TransactionPageData, TransactionPageReview } from "#modules/orders";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { UserAvatar } from "../profile/user-avatar";
import { RatingStars } from "../reviews/rating-stars";
import { Button } from "../ui/button";
import { FormError, TextArea } from "../ui/field";
import { activityKind, mergeFeed } from "./activity";
import { usePartyName } from "./party-name";
import styles from "./transaction-page.module.css";
import type { TransactionActionResult, TransactionPageLoaded } from "./types";

function useWhen() {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso, {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Amsterdam",
    });
}

function TransitionEntry({
  tx,
  transition,
  byRole,
  review,
}: {
  tx: TransactionPageData;
  transition: string;
  byRole: string;
  review: TransactionPageReview | null;
}) {
  const t = useT();
  const name = usePartyName();
  const kind = activityKind(transition, tx.deliveryMethod);
  if (!kind) return null;
  const actor = byRole === "customer" ? tx.customer : byRole === "provider" ? tx.provider : null;
  const text = (
    <p className={styles.transitionText}>
      {t(`TransactionPage.activity.${kind}`, {
        own: actor !== null && byRole === tx.role ? "yes" : "no",
        name: actor ? name(actor) : byRole === "operator" ? "Buurtoogst" : "",
        listingTitle: tx.listings[0]?.title ?? "",
      })}
    </p>
  );
  // Buurtoogst's own step says why, in the operator's words (decision 084).
  const note =
    byRole === "operator"
      ? tx.operatorNotes.filter((n) => n.transition === transition).at(-1)
      : undefined;
  if (note) {
    return (
      <>
        {text}
        <div className={styles.reviewEntry}>
          <p className={styles.note}>{t("TransactionPage.operatorReason")}</p>
          <p className={styles.reviewText}>{note.reason}</p>
        </div>
      </>
    );
  }
  if (!review) return text;
  return (
    <>
      {text}
      <div className={styles.reviewEntry}>
        <RatingStars rating={review.rating} size={16} />
        {/* Sanitized by the reviews module (spec §5) and rendered as text, as the review list does. */}
        <p className={styles.reviewText}>{review.content}</p>
        {review.pending ? <p className={styles.note}>{t("ReviewForm.intro")}</p> : null}
      </div>
    </>
  );
}

function MessageEntry({
  message,
  own,
  imageBaseUrl,
}: {
  message: MessageView;
  own: boolean;
  imageBaseUrl: string;
}) {
  const t = useT();
  const sender = message.sender;
  const name = sender.deleted
    ? t("UserDisplay.deletedUser")
    : sender.banned
      ? t("UserDisplay.bannedUser")
      : sender.displayName;
  return (
    <div className={`${styles.message} ${own ? styles.ownMessage : ""}`}>
      {own ? null : <UserAvatar user={sender} imageBaseUrl={imageBaseUrl} size="sm" />}
      <div className={styles.bubble}>
        <span className="visually-hidden">{own ? t("TransactionPage.you") : name}: </span>
        <p className={styles.messageText}>{message.content}</p>
      </div>
    </div>
  );
}

/** The send form (spec §5: required, at most 5000 characters); blocked towards a removed user. */
function SendMessageForm({
  tx,
  result,
}: {
  tx: TransactionPageData;
  result: TransactionActionResult | null;
}) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "message";
  const formRef = useRef<HTMLFormElement>(null);
  const sent = result?.ok === true && result.intent === "message";
  useEffect(() => {
    if (sent && !sending) formRef.current?.reset();
  }, [sent, sending]);
  const other = tx.role === "customer" ? tx.provider : tx.customer;
  if (!tx.isParty) return null;
  if (other.banned || other.deleted) {
    return <p className={styles.note}>{t("TransactionPage.messageToRemovedUser")}</p>;
  }
  const failure = result && !result.ok && result.intent === "message" ? result : null;
  return (
    <Form method="post" ref={formRef} className={styles.sendForm}>
      <input type="hidden" name="intent" value="message" />
      <TextArea
        label={t("TransactionPage.sendMessageLabel")}
        name="content"
        required
        maxLength={5000}
        rows={3}
        placeholder={t("TransactionPage.sendMessagePlaceholder", {
          name: other.displayName,
        })}
        defaultValue={failure?.values?.content}
        error={message(failure?.fieldErrors?.content)}
      />
      {failure?.formError ? <FormError>{message(failure.formError)}</FormError> : null}
      <Button inProgress={sending}>{t("TransactionPage.sendMessage")}</Button>
    </Form>
  );
}

/** Spec §2: transitions and messages in time order, 100 messages a page with load-earlier. */
export function ActivityFeed({
  loaded,
  result,
}: {
  loaded: TransactionPageLoaded;
  result: TransactionActionResult | null;
}) {
  const t = useT();
  const when = useWhen();
  const tx = loaded.transaction;
  const feed = mergeFeed(tx.history, loaded.messages, tx.reviews);
  return (
    <section className={styles.feedSection} aria-labelledby="activity-heading">
      <h2 id="activity-heading" className={styles.cardHeading}>
        {t("TransactionPage.activity.heading")}
      </h2>
      {loaded.hasEarlier ? (
        <Link
          to={`?messages=${loaded.messagePages + 1}`}
          preventScrollReset
          className={styles.loadEarlier}
        >
          {t("TransactionPage.loadEarlierMessages")}
        </Link>
      ) : null}
      {loaded.messagesError ? <FormError>{t(loaded.messagesError)}</FormError> : null}
      <ol className={styles.feed}>
        {feed.map((entry) => (
          <li key={entry.kind === "message" ? entry.message.id : `${entry.transition}-${entry.at}`}>
            <time className={styles.feedTime} dateTime={entry.at}>
              {when(entry.at)}
            </time>
            {entry.kind === "message" ? (
              <MessageEntry
                message={entry.message}
                own={entry.message.sender.id === loaded.viewerId}
                imageBaseUrl={loaded.imageBaseUrl}
              />
            ) : (
              <TransitionEntry
                tx={tx}
                transition={entry.transition}
                byRole={entry.byRole}
                review={entry.review}
              />
            )}
          </li>
        ))}
      </ol>
      <SendMessageForm tx={tx} result={result} />
    </section>
  );
}
