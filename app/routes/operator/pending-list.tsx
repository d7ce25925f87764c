import { Form, Link, useNavigation } from "react-router";
import { imageUrl } from "#modules/images";
import { ListingPrice } from "~/components/listing-page/listing-price";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { useRootData } from "~/root-data";
import styles from "./operator.module.css";

export type PendingListing = {
  id: string;
  title: string;
  description: string;
  price: { amount: number; currency: string } | null;
  unit: string | null;
  createdAt: string;
  author: { id: string; displayName: string };
  image: { storageKey: string; variants: Record<string, unknown> } | null;
};

/** Listings waiting for approval, each with approve and reject buttons. */
export function PendingList({ listings }: { listings: PendingListing[] }) {
  const t = useT();
  const intl = useIntl();
  const navigation = useNavigation();
  const imageBaseUrl = useRootData()?.config.imageBaseUrl ?? "/images";
  const busy = (id: string) =>
    navigation.state !== "idle" && navigation.formData?.get("listingId") === id;
  if (listings.length === 0) return <p className={styles.empty}>{t("OperatorPage.noPending")}</p>;
  return (
    <ul className={styles.list}>
      {listings.map((listing) => (
        <li key={listing.id} className={styles.item}>
          {listing.image ? (
            <img
              src={imageUrl(imageBaseUrl, listing.image.storageKey, "listing-card", "jpg")}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className={styles.thumb}
            />
          ) : (
            <span className={styles.thumb} />
          )}
          <div className={styles.itemBody}>
            <h3 className={styles.itemTitle}>{listing.title}</h3>
            <p className={styles.itemMeta}>
              <Link to={`/operator/users/${listing.author.id}`}>{listing.author.displayName}</Link>
              {" · "}
              <ListingPrice price={listing.price} unit={listing.unit} />
              {" · "}
              {intl.formatDate(listing.createdAt, {
                dateStyle: "medium",
                timeZone: "Europe/Amsterdam",
              })}
            </p>
            <p className={styles.excerpt}>{listing.description}</p>
          </div>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="listingId" value={listing.id} />
            <Button name="intent" value="approve" inProgress={busy(listing.id)}>
              {t("OperatorPage.approve")}
            </Button>
            <Button name="intent" value="reject" variant="secondary" disabled={busy(listing.id)}>
              {t("OperatorPage.reject")}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
