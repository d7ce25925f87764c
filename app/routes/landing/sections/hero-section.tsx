import { Form } from "react-router";
import { LocationSearchField } from "~/components/location/location-search-field";
import { useSearchNavigation } from "~/components/location/use-search-navigation";
import { ButtonLink } from "~/components/ui/button";
import { PinIcon, SearchIcon } from "~/components/ui/icons";
import { useT } from "~/hooks/use-t";
import styles from "../landing.module.css";
import { HeroIllustration } from "./hero-illustration";

export function HeroSection() {
  const t = useT();
  const search = useSearchNavigation("hero");
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t("LandingPage.heroEyebrow")}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {t("LandingPage.heroTitle")}
          </h1>
          <p className={styles.heroSubtitle}>{t("LandingPage.heroSubtitle")}</p>
          <Form
            method="get"
            action="/s"
            className={styles.heroSearch}
            role="search"
            onSubmit={search.onSubmit}
          >
            <label className={styles.heroField}>
              <SearchIcon aria-hidden="true" />
              <span className="visually-hidden">{t("Topbar.keywordsLabel")}</span>
              <input
                name="keywords"
                type="search"
                placeholder={t("LandingPage.heroKeywordsPlaceholder")}
              />
            </label>
            <div className={styles.heroField}>
              <LocationSearchField
                id="hero-address"
                label={t("Topbar.locationLabel")}
                hideLabel
                placeholder={t("Topbar.locationPlaceholder")}
                icon={<PinIcon />}
                appearance="bare"
                hiddenFields={search.hiddenFields}
                onPlaceSelected={search.onPlaceSelected}
              />
            </div>
            <button type="submit" className={styles.heroSubmit}>
              {t("LandingPage.heroSearchButton")}
            </button>
          </Form>
          <p className={styles.heroAlt}>
            {t("LandingPage.heroGrowerQuestion")}{" "}
            <ButtonLink to="/l/new" variant="ghost" className={styles.heroAltLink}>
              {t("LandingPage.heroGrowerLink")}
            </ButtonLink>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
