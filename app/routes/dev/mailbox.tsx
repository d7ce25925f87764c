import { data, useLoaderData } from "react-router";
import { listOutbox } from "#modules/mail/server";
import { Page } from "~/components/layout/page";
import { useT } from "~/hooks/use-t";
import { mailboxExposure, mayReadMailbox } from "../../../server/mailbox-access";
import type { Route } from "./+types/mailbox";
import styles from "./mailbox.module.css";

/**
 * Development and demo only: the mail that would have been sent, with working links. It holds
 * everyone's reset links, so others get the 404 page (decision 022).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const allowed = mayReadMailbox(mailboxExposure(context.services.env), {
    peerAddress: context.peerAddress,
    headers: request.headers,
    isOperator: context.user?.isOperator === true,
  });
  if (!allowed) throw data(null, { status: 404 });
  const mails = await listOutbox(context.services.mailDir);
  return {
    mails: mails.map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt })),
  };
}

// Never kept by the anonymous page cache: one reader's outbox must not reach the next visitor.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta = () => [
  { title: "Mailbox | Buurtoogst" },
  { name: "robots", content: "noindex" },
];

const LINK = /(https?:\/\/[^\s]+)/g;

function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(LINK).map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function Mailbox() {
  const t = useT();
  const { mails } = useLoaderData<typeof loader>();
  return (
    <Page className={styles.page}>
      <h1>{t("Mailbox.title")}</h1>
      <p>{t("Mailbox.lead")}</p>
      {mails.length === 0 ? <p>{t("Mailbox.empty")}</p> : null}
      {mails.map((mail) => (
        <article key={mail.id} className={styles.mail}>
          <h2>{mail.subject}</h2>
          <p className={styles.meta}>
            {t("Mailbox.to")} {mail.to} ·{" "}
            {new Date(mail.sentAt).toLocaleString("nl-NL", { timeZone: "UTC" })} UTC
          </p>
          <pre className={styles.text}>
            <Linkified text={mail.text} />
          </pre>
        </article>
      ))}
    </Page>
  );
}
