import { ButtonLink } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import styles from "../landing.module.css";

export function CommunitySection() {
  const t = useT();
  return (
    <section className={`${styles.section} ${styles.community}`} aria-labelledby="community-title">
      <div className={`container ${styles.communityInner}`}>
        <div>
          <h2 id="community-title" className={styles.sectionTitle}>
            {t("LandingPage.communityTitle")}
          </h2>
          <p>{t("LandingPage.communityText")}</p>
          <ul className={styles.facts}>
            <li>{t("LandingPage.communityFact1")}</li>
            <li>{t("LandingPage.communityFact2")}</li>
            <li>{t("LandingPage.communityFact3")}</li>
          </ul>
        </div>
        <div className={styles.communityCta}>
          <p className={styles.ctaTitle}>{t("LandingPage.communityCtaTitle")}</p>
          <ButtonLink to="/l/new" variant="accent">
            {t("LandingPage.communityCtaButton")}
          </ButtonLink>
          <ButtonLink to="/about" variant="secondary">
            {t("LandingPage.communityAboutLink")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
