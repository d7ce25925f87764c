import { Form, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { formatPrice } from "#modules/money";
import { daysLeft, ORDER_FILTERS } from "#modules/orders";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/orders";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";
import { FILTER_TEXT, STATE_TEXT, textOf } from "./order-texts";
import own from "./orders.module.css";

// A bad parameter is dropped, not an error: the page shows what it can (as the audit page).
const querySchema = z.object({
  q: z.string().max(200).catch(""),
  filter: z.enum(ORDER_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  // The last move, by its name as the history shows it ("cancel-from-disputed").
  last: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
});

/** GET /operator/orders: every order by number, id, party or listing title, by state, paged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireOperator(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { operatorOrders } = context.services;
  const { rows, total } = await operatorOrders.search({
    ...query,
    last: query.last ? `transition/${query.last}` : undefined,
  });
  const at = context.services.now();
  return {
    query: { ...query, last: query.last ?? "" },
    total,
    pages: Math.max(1, Math.ceil(total / operatorOrders.perPage)),
    rows: rows.map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      state: r.state,
      lastTransition: r.lastTransition,
      lastTransitionedAt: (r.lastTransitionedAt ?? r.createdAt).toISOString(),
      total: formatPrice({ amount: r.payinTotal, currency: r.currency }),
      customer: r.customer.displayName,
      provider: r.provider.displayName,
      listingTitle: r.listingTitle,
      daysLeft: r.state === "disputed" ? daysLeft(r.disputeDueAt, at) : null,
    })),
    seo: {
      title: translate(context.locale, "OperatorPage.navOrders"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: "/operator/orders",
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorOrdersPage() {
  const t = useT();
  const intl = useIntl();
  const { query, rows, total, pages } = useLoaderData<typeof loader>();
  const pageLink = (page: number) =>
    `?${new URLSearchParams({
      ...(query.q ? { q: query.q } : {}),
      filter: query.filter,
      ...(query.last ? { last: query.last } : {}),
      page: String(page),
    })}`;
  return (
    <section className={styles.section} aria-labelledby="operator-orders">
      <h2 id="operator-orders">{t("OperatorOrders.title", { count: total })}</h2>
      <Form method="get" className={styles.filters} role="search">
        <label>
          <span>{t("OperatorOrders.search")}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={200}
            className={own.field}
          />
        </label>
        <label>
          <span>{t("OperatorOrders.filter")}</span>
          <select name="filter" defaultValue={query.filter} className={own.field}>
            {ORDER_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(textOf(FILTER_TEXT, f))}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("OperatorOrders.lastStep")}</span>
          <input
            type="text"
            name="last"
            className={own.field}
            defaultValue={query.last}
            maxLength={60}
            pattern="[a-z0-9\-]+"
            placeholder="cancel-from-disputed"
          />
        </label>
        <Button variant="secondary">{t("OperatorOrders.apply")}</Button>
      </Form>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t("OperatorOrders.empty")}</p>
      ) : (
        <ul className={own.orderList}>
          {rows.map((r) => (
            <li key={r.id} className={own.orderRow}>
              <Link to={`/operator/orders/${r.id}`} className={own.orderLink}>
                {r.orderNumber}
              </Link>
              <span className={own.state} data-state={r.state}>
                {t(textOf(STATE_TEXT, r.state))}
                {r.daysLeft !== null
                  ? ` · ${t("OperatorOrders.daysLeft", { days: r.daysLeft })}`
                  : ""}
              </span>
              <span className={own.meta}>
                {r.listingTitle} · {r.customer} → {r.provider} · {r.total}
              </span>
              <span className={own.meta}>
                {intl.formatDate(r.lastTransitionedAt, {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Europe/Amsterdam",
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={own.pager} aria-label={t("OperatorOrders.pages")}>
          {query.page > 1 ? (
            <Link to={pageLink(query.page - 1)}>{t("OperatorOrders.previous")}</Link>
          ) : null}
          <span>{t("OperatorOrders.pageOf", { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link to={pageLink(query.page + 1)}>{t("OperatorOrders.next")}</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
