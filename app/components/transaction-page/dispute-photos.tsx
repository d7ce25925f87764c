import { ACCEPTED_IMAGE_TYPES } from "#modules/images";
import type { TransactionPageData } from "#modules/orders";
import { useT } from "~/hooks/use-t";
import { TextField } from "../ui/field";
import styles from "./transaction-page.module.css";

/** The dispute form's photos (decision 084): up to five, checked again on the server. */
export function DisputePhotosField({ error }: { error?: string | null }) {
  const t = useT();
  return (
    <TextField
      label={t("DisputePhotos.label")}
      help={t("DisputePhotos.help")}
      type="file"
      name="photos"
      multiple
      accept={ACCEPTED_IMAGE_TYPES.join(",")}
      error={error}
    />
  );
}

/** The dispute's photos, each a thumbnail that opens the large view. */
export function DisputePhotos({ photos }: { photos: TransactionPageData["disputePhotos"] }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <ul className={styles.disputePhotos} aria-label={t("DisputePhotos.listLabel")}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.large} target="_blank" rel="noreferrer">
            <img
              src={p.thumb}
              srcSet={`${p.thumb} 1x, ${p.thumb2x} 2x`}
              width={120}
              height={120}
              alt={t("DisputePhotos.alt", { n: i + 1 })}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
