import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import { areaSearchPath, LANDING_AREAS } from "../areas";
import styles from "../landing.module.css";

export function AreasSection() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="areas-title">
      <div className="container">
        <h2 id="areas-title" className={styles.sectionTitle}>
          {t("LandingPage.areasTitle")}
        </h2>
        <p className={styles.sectionLead}>{t("LandingPage.areasLead")}</p>
        <ul className={styles.areas}>
          {LANDING_AREAS.map((area) => (
            <li key={area.name}>
              <Link to={areaSearchPath(area)} className={`${styles.area} ${styles[area.tone]}`}>
                <span className={styles.areaName}>{area.name}</span>
                <span className={styles.areaCountry}>{t(`Countries.${area.country}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
