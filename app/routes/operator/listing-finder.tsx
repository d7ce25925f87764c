import { Form, Link, useNavigation } from "react-router";
import { REASON_MAX } from "#modules/accounts";
import { Button } from "~/components/ui/button";
import { FormError, FormSuccess, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./operator.module.css";
import type { OperatorResult } from "./operator.server";

export type FoundListing = {
  id: string;
  title: string;
  state: string;
  deleted: boolean;
  author: { id: string; displayName: string; banned: boolean; deleted: boolean };
};

const STATE_LABEL: Record<string, string> = {
  draft: "ManageListingsPage.stateDraft",
  pendingApproval: "ManageListingsPage.statePendingApproval",
  published: "ManageListingsPage.statePublished",
  closed: "ManageListingsPage.stateClosed",
};

/** Close or delete one listing, with the reason the audit log keeps. */
function ListingRemoval({ listing, result }: { listing: FoundListing; result?: OperatorResult }) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const failed =
    result &&
    !result.ok &&
    result.listingId === listing.id &&
    (result.intent === "close" || result.intent === "delete")
      ? result
      : undefined;
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("listingId") === listing.id;
  const closable = listing.state === "published" || listing.state === "pendingApproval";
  return (
    // Keyed by state: after a close the form starts empty again.
    <Form method="post" noValidate className={styles.form} key={listing.state}>
      <input type="hidden" name="listingId" value={listing.id} />
      <FormError>{message(failed?.formError)}</FormError>
      <TextField
        label={t("OperatorListingsPage.reasonLabel")}
        name="reason"
        required
        maxLength={REASON_MAX}
        defaultValue={failed?.values.reason ?? ""}
        error={message(failed?.fieldErrors.reason)}
      />
      <div className={styles.inlineForms}>
        {closable ? (
          <Button name="intent" value="close" variant="secondary" inProgress={busy}>
            {t("OperatorListingsPage.close")}
          </Button>
        ) : null}
        <Button name="intent" value="delete" variant="accent" inProgress={busy}>
          {t("OperatorListingsPage.delete")}
        </Button>
      </div>
    </Form>
  );
}

/** Find a listing by title, id or link; see its grower; close or delete it (decision 083). */
export function ListingFinder({
  query,
  found,
  result,
}: {
  query: string;
  found: FoundListing[] | null;
  result?: OperatorResult;
}) {
  const t = useT();
  const removal =
    result && (result.intent === "close" || result.intent === "delete") ? result : undefined;
  return (
    <>
      <Form method="get" className={styles.filters} role="search">
        <label>
          <span>{t("OperatorListingsPage.search")}</span>
          <input type="search" name="q" defaultValue={query} maxLength={300} />
        </label>
        <Button variant="secondary">{t("OperatorListingsPage.find")}</Button>
      </Form>
      {removal?.ok ? (
        <FormSuccess>{t(removal.message, { title: removal.title })}</FormSuccess>
      ) : null}
      {found === null ? null : found.length === 0 ? (
        <p className={styles.empty}>{t("OperatorListingsPage.noneFound")}</p>
      ) : (
        <ul className={styles.list}>
          {found.map((l) => (
            <li key={l.id} className={styles.payout}>
              <div className={styles.itemBody}>
                <h3 className={styles.itemTitle}>
                  {l.deleted ? l.title : <Link to={`/l/${l.id}`}>{l.title || l.id}</Link>}
                </h3>
                <p className={styles.itemMeta}>
                  {l.deleted
                    ? t("OperatorListingsPage.isDeleted")
                    : t(STATE_LABEL[l.state] ?? l.state)}
                  {" · "}
                  {t("OperatorListingsPage.grower")}{" "}
                  <Link to={`/operator/users/${l.author.id}`}>
                    {l.author.deleted ? t("UserDisplay.deletedUser") : l.author.displayName}
                  </Link>
                  {l.author.banned ? ` (${t("UserDisplay.bannedUser")})` : ""}
                </p>
              </div>
              {l.deleted ? null : <ListingRemoval listing={l} result={result} />}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
