import { Form, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { AUDIT_ACTIONS, isAuditAction } from "#modules/audit";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/audit";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";

const PAGE_SIZE = 50;

// A bad parameter is dropped, not an error: the page shows what it can.
const querySchema = z.object({
  q: z.string().max(200).catch(""),
  action: z.string().refine(isAuditAction).optional().catch(undefined),
  target: z.string().max(100).optional().catch(undefined),
  before: z.coerce.number().int().positive().optional().catch(undefined),
});

/** Where a row's target is looked at in the console or the product. */
function targetHref(type: string, id: string): string | null {
  if (type === "user") return `/operator/users/${id}`;
  if (type === "order" || type === "payout") return `/operator/orders/${id}`;
  if (type === "listing") return `/l/${id}`;
  return null;
}

/** GET /operator/audit: what operators did, newest first, searchable. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireOperator(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = querySchema.parse(params);
  const rows = await context.services.audit.search({
    q: query.q,
    action: query.action,
    targetId: query.target,
    before: query.before,
    limit: PAGE_SIZE + 1,
  });
  const page = rows.slice(0, PAGE_SIZE);
  return {
    query: { q: query.q, action: query.action ?? "", target: query.target ?? "" },
    rows: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorLabel,
      action: r.action,
      targetLabel: r.targetLabel || r.targetId,
      targetHref: targetHref(r.targetType, r.targetId),
      reason: r.reason,
    })),
    olderBefore: rows.length > PAGE_SIZE ? page.at(-1)?.id : undefined,
    seo: {
      title: translate(context.locale, "OperatorPage.navAudit"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: "/operator/audit",
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorAuditPage() {
  const t = useT();
  const intl = useIntl();
  const { query, rows, olderBefore } = useLoaderData<typeof loader>();
  const older = new URLSearchParams({
    ...(query.q ? { q: query.q } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.target ? { target: query.target } : {}),
    before: String(olderBefore ?? ""),
  });
  return (
    <section className={styles.section} aria-labelledby="operator-audit">
      <h2 id="operator-audit">{t("OperatorPage.auditTitle")}</h2>
      <Form method="get" className={styles.filters} role="search">
        <label>
          <span>{t("OperatorPage.auditSearch")}</span>
          <input type="search" name="q" defaultValue={query.q} maxLength={200} />
        </label>
        <label>
          <span>{t("OperatorPage.auditAction")}</span>
          <select name="action" defaultValue={query.action}>
            <option value="">{t("OperatorPage.auditAnyAction")}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        {query.target ? <input type="hidden" name="target" value={query.target} /> : null}
        <Button variant="secondary">{t("OperatorPage.auditFilter")}</Button>
      </Form>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t("OperatorPage.auditEmpty")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stackTable}`}>
            <thead>
              <tr>
                <th scope="col">{t("OperatorPage.auditWhen")}</th>
                <th scope="col">{t("OperatorPage.auditWho")}</th>
                <th scope="col">{t("OperatorPage.auditAction")}</th>
                <th scope="col">{t("OperatorPage.auditTarget")}</th>
                <th scope="col">{t("OperatorPage.auditReason")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    {intl.formatDate(r.at, {
                      dateStyle: "medium",
                      timeStyle: "short",
                      timeZone: "Europe/Amsterdam",
                    })}
                  </td>
                  <td>{r.actor}</td>
                  <td>
                    <code>{r.action}</code>
                  </td>
                  <td>
                    {r.targetHref ? <Link to={r.targetHref}>{r.targetLabel}</Link> : r.targetLabel}
                  </td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {olderBefore ? (
        <Link to={`?${older.toString()}`} className={styles.more}>
          {t("OperatorPage.auditOlder")}
        </Link>
      ) : null}
    </section>
  );
}
