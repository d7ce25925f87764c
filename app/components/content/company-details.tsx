import { useT } from "~/hooks/use-t";
import type { CompanyDetails as Details } from "../../../server/company-env";
import styles from "./content.module.css";

/** Who runs the marketplace, as a Dutch buyer expects it on /about; unset details are left out. */
export function CompanyDetails({ company }: { company: Details }) {
  const t = useT();
  return (
    <section id="company" className={styles.section} aria-labelledby="company-title">
      <h2 id="company-title">{t("AboutPage.companyHeading")}</h2>
      <dl className={styles.details}>
        <dt>{t("AboutPage.companyName")}</dt>
        <dd>{company.name}</dd>
        {company.addressLines.length > 0 ? (
          <>
            <dt>{t("AboutPage.companyAddress")}</dt>
            <dd>
              <address>
                {company.addressLines.map((line, i) => (
                  <span key={line}>
                    {i > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </>
        ) : null}
        {company.kvkNumber ? (
          <>
            <dt>{t("AboutPage.companyKvk")}</dt>
            <dd>{company.kvkNumber}</dd>
          </>
        ) : null}
        <dt>{t("AboutPage.companyEmail")}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </dl>
    </section>
  );
}
