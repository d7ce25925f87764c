import { useT } from "~/hooks/use-t";
import styles from "./profile.module.css";
import { truncateBio } from "./truncate-bio";

/**
 * The bio, cut at 170 characters with a "Show more" toggle (spec §9). A
 * native <details>: works without JavaScript; once open, the full text
 * replaces the short one.
 */
export function ProfileBio({ bio }: { bio: string }) {
  const t = useT();
  const { text, truncated } = truncateBio(bio);
  if (!truncated) return <p className={styles.bio}>{text}</p>;
  return (
    <div className={styles.bioBlock}>
      <p className={`${styles.bio} ${styles.bioShort}`}>{text}</p>
      <details className={styles.bioDetails}>
        <summary className={styles.showMore}>{t("ProfilePage.showMore")}</summary>
        <p className={styles.bio}>{bio.trim()}</p>
      </details>
    </div>
  );
}
