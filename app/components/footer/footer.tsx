import { Form, Link, useLocation } from "react-router";
import { FOOTER_CATEGORIES } from "#modules/listings";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { Logo } from "../ui/logo";
import styles from "./footer.module.css";

const CATEGORY_KEY: Record<string, string> = {
  groenten: "vegetables",
  fruit: "fruit",
  planten: "plants",
  bloemen: "flowers",
  zaden: "seeds",
  "groenten-en-fruitpakketten": "vegetableAndFruitBoxes",
};

export function Footer() {
  const t = useT();
  const data = useRootData();
  const location = useLocation();
  const social = data?.config.social;
  const socialLinks = (
    [
      ["facebook", social?.facebook, "Footer.facebook"],
      ["instagram", social?.instagram, "Footer.instagram"],
      ["twitter", social?.twitter, "Footer.twitter"],
    ] as const
  ).filter(([, url]) => Boolean(url));
  const locale = data?.locale ?? "nl";

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          {/* The wordmark is visible, so the name says it too (WCAG 2.5.3, label in name). */}
          <Link to="/" className={styles.logo} aria-label={t("Topbar.logoLabel")}>
            <Logo />
          </Link>
          <p className={styles.slogan}>{t("Footer.slogan")}</p>
          {socialLinks.length > 0 ? (
            <ul className={styles.social}>
              {socialLinks.map(([key, url, label]) => (
                <li key={key}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav className={styles.column} aria-labelledby="footer-marketplace">
          <h2 id="footer-marketplace" className={styles.heading}>
            {t("Footer.marketplace")}
          </h2>
          <ul>
            <li>
              <Link to="/">{t("Footer.toLanding")}</Link>
            </li>
            <li>
              <Link to="/l/new">{t("Footer.toNewListing")}</Link>
            </li>
            <li>
              <Link to="/about">{t("Footer.toAbout")}</Link>
            </li>
            <li>
              <Link to="/faq">{t("Footer.toFAQ")}</Link>
            </li>
            <li>
              <Link to="/about#contact">{t("Footer.toContact")}</Link>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>
            {t("Footer.browse")}
          </h2>
          <ul>
            {FOOTER_CATEGORIES.map((id) => (
              <li key={id}>
                <Link to={`/s?pub_category=${id}`}>{t(`Categories.${CATEGORY_KEY[id]}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t("Footer.language")}</h2>
          <Form method="post" action="/locale" className={styles.locale} reloadDocument>
            <input
              type="hidden"
              name="redirectTo"
              value={`${location.pathname}${location.search}`}
            />
            <button type="submit" name="locale" value="nl" aria-pressed={locale === "nl"} lang="nl">
              Nederlands
            </button>
            <button type="submit" name="locale" value="en" aria-pressed={locale === "en"} lang="en">
              English
            </button>
          </Form>
        </div>
      </div>
      <div className={styles.legal}>
        <p>{t("Footer.copyright", { year: new Date().getUTCFullYear() })}</p>
        <ul>
          <li>
            <Link to="/terms-of-service">{t("Footer.terms")}</Link>
          </li>
          <li>
            <Link to="/privacy-policy">{t("Footer.privacy")}</Link>
          </li>
          <li>
            {/* CC BY 4.0 asks for visible credit for the place names and postal codes we use. */}
            <a href="https://www.geonames.org/" rel="noopener">
              {t("Footer.placeNamesCredit")}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
