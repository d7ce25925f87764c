import { BasketIcon, HandshakeIcon, SearchIcon } from "~/components/ui/icons";
import { useT } from "~/hooks/use-t";
import styles from "../landing.module.css";

const STEPS = [
  { icon: SearchIcon, key: "step1" },
  { icon: BasketIcon, key: "step2" },
  { icon: HandshakeIcon, key: "step3" },
];

export function HowItWorksSection() {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className={styles.sectionTitle}>
          {t("LandingPage.howTitle")}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map(({ icon: Icon, key }, i) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepIcon}>
                <Icon />
              </span>
              <span className={styles.stepNumber}>{i + 1}</span>
              <h3>{t(`LandingPage.${key}Title`)}</h3>
              <p>{t(`LandingPage.${key}Text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
