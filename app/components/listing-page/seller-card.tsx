import { Link } from "react-router";
import { authorDisplay, type ListingAuthorView } from "#modules/listings";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { UserAvatar } from "../profile/user-avatar";
import styles from "./listing-page.module.css";

export type SellerCardAuthor = Pick<
  ListingAuthorView,
  "id" | "displayName" | "abbreviatedName" | "banned" | "deleted" | "profileImageKey"
>;

/** Who sells this: name and picture linking to the profile; banned and deleted sellers without a link (spec §6). */
export function SellerCard({ author }: { author: SellerCardAuthor }) {
  const t = useT();
  const imageBaseUrl = useRootData()?.config.imageBaseUrl ?? "/images";
  const display = authorDisplay(author);
  return (
    <section className={`${styles.card} ${styles.seller}`} aria-labelledby="listing-seller">
      <UserAvatar user={author} imageBaseUrl={imageBaseUrl} size="md" />
      <div className={styles.sellerText}>
        <h2 id="listing-seller" className={styles.sellerLabel}>
          {t("ListingPage.sellerTitle")}
        </h2>
        {display.kind === "active" ? (
          <>
            <Link to={`/u/${author.id}`} className={styles.sellerName}>
              {display.name}
            </Link>
            <Link to={`/u/${author.id}`} className={styles.sellerMore}>
              {t("ListingPage.viewProfile")}
            </Link>
          </>
        ) : (
          <p className={styles.sellerName}>
            {display.kind === "banned" ? t("UserDisplay.bannedUser") : t("UserDisplay.deletedUser")}
          </p>
        )}
      </div>
    </section>
  );
}
