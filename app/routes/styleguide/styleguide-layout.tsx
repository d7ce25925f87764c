import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "~/components/layout/page";
import { GROUPS, STYLEGUIDE } from "./examples";
import styles from "./styleguide.module.css";

/** Developer tool: shared components grouped, each with its examples (spec §2). */
export function StyleguideLayout({ children }: { children: ReactNode }) {
  return (
    <Page className={styles.page}>
      <nav className={styles.nav} aria-label="Styleguide">
        <Link to="/styleguide" className={styles.home}>
          Styleguide
        </Link>
        {GROUPS.map((group) => (
          <div key={group}>
            <Link to={`/styleguide/g/${group}`} className={styles.group}>
              {group}
            </Link>
            <ul>
              {STYLEGUIDE.filter((c) => c.group === group).map((c) => (
                <li key={c.id}>
                  <Link to={`/styleguide/c/${c.id}`}>{c.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </Page>
  );
}

export function ComponentExamples({
  componentId,
  exampleId,
}: {
  componentId: string;
  exampleId?: string;
}) {
  const entry = STYLEGUIDE.find((c) => c.id === componentId);
  if (!entry) return null;
  const examples = exampleId ? entry.examples.filter((e) => e.id === exampleId) : entry.examples;
  return (
    <section className={styles.component}>
      <h2>
        <Link to={`/styleguide/c/${entry.id}`}>{entry.title}</Link>
      </h2>
      {examples.map((example) => (
        <div key={example.id} className={styles.example}>
          <h3>
            <Link to={`/styleguide/c/${entry.id}/${example.id}`}>{example.title}</Link>
          </h3>
          <div className={styles.canvas}>{example.render()}</div>
        </div>
      ))}
    </section>
  );
}
