import { useLoaderData } from "react-router";
import styles from "~/components/content/content.module.css";
import { Page } from "~/components/layout/page";
import { faqEn } from "~/content/faq.en";
import { faqNl } from "~/content/faq.nl";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/faq";

export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.locale === "en" ? faqEn : faqNl;
  return {
    page,
    seo: {
      title: page.title,
      description: page.description,
      path: new URL(request.url).pathname,
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

/** FAQ as <details>: answers open without JavaScript and stay searchable with Ctrl+F. */
export default function FaqPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <Page className={styles.page}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1>{page.title}</h1>
          <p className={styles.intro}>{page.intro}</p>
        </header>
        {page.groups.map((group) => (
          <section key={group.heading} className={styles.faqGroup}>
            <h2>{group.heading}</h2>
            {group.entries.map((entry) => (
              <details key={entry.question} className={styles.faqItem}>
                <summary>{entry.question}</summary>
                <p>{entry.answer}</p>
              </details>
            ))}
          </section>
        ))}
      </article>
    </Page>
  );
}
