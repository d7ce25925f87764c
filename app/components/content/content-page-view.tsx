import type { ReactNode } from "react";
import type { ContentPage } from "~/content/types";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { Page } from "../layout/page";
import styles from "./content.module.css";

/** Renders an info or legal page from its content data, with a table of contents. */
export function ContentPageView({ page, aside }: { page: ContentPage; aside?: ReactNode }) {
  const t = useT();
  const intl = useIntl();
  return (
    <Page className={styles.page}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1>{page.title}</h1>
          {page.lastUpdated ? (
            <p className={styles.updated}>
              {t("ContentPage.lastUpdated", {
                date: intl.formatDate(page.lastUpdated, {
                  day: "numeric",
                  month: "long",
                  year: "numeric",
                  timeZone: "UTC",
                }),
              })}
            </p>
          ) : null}
          {page.intro ? <p className={styles.intro}>{page.intro}</p> : null}
        </header>
        {page.sections.length > 4 ? (
          <nav className={styles.toc} aria-label={t("ContentPage.tableOfContents")}>
            <ol>
              {page.sections.map((s, i) => (
                <li key={s.id ?? i}>
                  <a href={`#${s.id ?? `section-${i}`}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {page.sections.map((section, i) => (
          <section
            key={section.id ?? i}
            id={section.id ?? `section-${i}`}
            className={styles.section}
          >
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {aside}
      </article>
    </Page>
  );
}
