import { useT } from "~/hooks/use-t";
import { ButtonLink } from "../ui/button";
import styles from "./owner-notices.module.css";

/** Shown to the owner on a draft or a listing that waits for approval. */
export function StateBanner({
  state,
  editPath,
}: {
  state: "draft" | "pendingApproval";
  editPath: string;
}) {
  const t = useT();
  return (
    <div className={styles.stateBanner} role="status">
      <div>
        <p className={styles.stateTitle}>
          {state === "draft" ? t("ListingPage.draftBanner") : t("ListingPage.pendingBanner")}
        </p>
        <p>{state === "draft" ? t("ListingPage.draftText") : t("ListingPage.pendingText")}</p>
      </div>
      <ButtonLink to={editPath} variant="secondary">
        {t("ListingPage.editListing")}
      </ButtonLink>
    </div>
  );
}
