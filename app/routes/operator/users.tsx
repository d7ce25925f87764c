import { Form, Link, useLoaderData } from "react-router";
import { z } from "zod";
import { isUserFilter, USER_FILTERS } from "#modules/users";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/users";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";
import { UserBadges } from "./user-badges";

const FILTER_LABEL = {
  new: "OperatorUsersPage.filterNew",
  unverified: "OperatorUsersPage.filterUnverified",
  "no-payout": "OperatorUsersPage.filterNoPayout",
  banned: "OperatorUsersPage.filterBanned",
  operators: "OperatorUsersPage.filterOperators",
} as const;

// A bad parameter is dropped, not an error: the page shows what it can.
const querySchema = z.object({
  q: z.string().max(200).catch(""),
  filter: z.string().refine(isUserFilter).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** GET /operator/users: find a user by name or e-mail, or list those a filter picks. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireOperator(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const found = await context.services.userModeration.search({
    words: query.q,
    filter: query.filter && isUserFilter(query.filter) ? query.filter : null,
    page: query.page,
  });
  return {
    query: { q: query.q, filter: query.filter ?? "" },
    users: found.users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    pagination: found.pagination,
    seo: {
      title: translate(context.locale, "OperatorPage.navUsers"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: "/operator/users",
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorUsersPage() {
  const t = useT();
  const intl = useIntl();
  const { query, users, pagination } = useLoaderData<typeof loader>();
  const hrefFor = (page: number) =>
    `?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.filter ? { filter: query.filter } : {}), page: String(page) })}`;
  return (
    <section className={styles.section} aria-labelledby="operator-users">
      <h2 id="operator-users">{t("OperatorUsersPage.title", { count: pagination.totalItems })}</h2>
      <Form method="get" className={styles.filters} role="search">
        <label>
          <span>{t("OperatorUsersPage.search")}</span>
          <input type="search" name="q" defaultValue={query.q} maxLength={200} />
        </label>
        <label>
          <span>{t("OperatorUsersPage.filter")}</span>
          <select name="filter" defaultValue={query.filter}>
            <option value="">{t("OperatorUsersPage.filterAll")}</option>
            {USER_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(FILTER_LABEL[f])}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary">{t("OperatorUsersPage.find")}</Button>
      </Form>
      {users.length === 0 ? (
        <p className={styles.empty}>{t("OperatorUsersPage.empty")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stackTable}`}>
            <thead>
              <tr>
                <th scope="col">{t("OperatorUsersPage.name")}</th>
                <th scope="col">{t("OperatorUsersPage.email")}</th>
                <th scope="col">{t("OperatorUsersPage.state")}</th>
                <th scope="col">{t("OperatorUsersPage.since")}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id}>
                  <td>
                    <Link to={`/operator/users/${u.id}`}>
                      {u.deleted ? t("UserDisplay.deletedUser") : u.displayName}
                    </Link>
                  </td>
                  <td className={styles.breakAll}>{u.deleted ? "" : u.email}</td>
                  <td>
                    <UserBadges user={u} />
                  </td>
                  <td>
                    {intl.formatDate(u.createdAt, {
                      dateStyle: "medium",
                      timeZone: "Europe/Amsterdam",
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        hrefFor={hrefFor}
        labels={{
          navigation: t("OperatorUsersPage.pages"),
          previous: t("OperatorUsersPage.previous"),
          next: t("OperatorUsersPage.next"),
        }}
      />
    </section>
  );
}
