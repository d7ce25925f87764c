import { Link } from "react-router";
import { formatPrice } from "#modules/money";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./operator.module.css";
import type { userPageData } from "./user.server";

type Data = Awaited<ReturnType<typeof userPageData>>;
type Item = Data["orders"]["items"][number];

const STATE_LABEL: Record<string, string> = {
  draft: "ManageListingsPage.stateDraft",
  pendingApproval: "ManageListingsPage.statePendingApproval",
  published: "ManageListingsPage.statePublished",
  closed: "ManageListingsPage.stateClosed",
};

function Box({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function Orders({ items, empty }: { items: Item[]; empty: string }) {
  const t = useT();
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.rows}>
      {items.map((o) => (
        <li key={o.id}>
          <Link to={`/operator/orders/${o.id}`}>{o.orderNumber}</Link> ·{" "}
          {t(`InboxPage.state.${o.status.label}`)} · {o.listingTitles.join(", ")}
          {o.amount ? ` · ${formatPrice({ amount: o.amount, currency: "EUR" })}` : ""}
        </li>
      ))}
    </ul>
  );
}

/** What the user did on the marketplace: listings, orders, sales, reviews and sign-ins. */
export function UserActivity({ data }: { data: Data }) {
  const t = useT();
  const intl = useIntl();
  const when = (iso: string) =>
    intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" });
  return (
    <div className={styles.sections}>
      <Box
        id="user-listings"
        title={t("OperatorUsersPage.listings", { count: data.listings.total })}
      >
        {data.listings.items.length === 0 ? (
          <p className={styles.empty}>{t("OperatorUsersPage.noListings")}</p>
        ) : (
          <ul className={styles.rows}>
            {data.listings.items.map((l) => (
              <li key={l.id}>
                <Link to={`/operator/listings?q=${l.id}`}>{l.title || l.id}</Link> ·{" "}
                {t(STATE_LABEL[l.state] ?? l.state)}
              </li>
            ))}
          </ul>
        )}
      </Box>
      <Box id="user-orders" title={t("OperatorUsersPage.orders", { count: data.orders.total })}>
        <Orders items={data.orders.items} empty={t("OperatorUsersPage.noOrders")} />
      </Box>
      <Box id="user-sales" title={t("OperatorUsersPage.sales", { count: data.sales.total })}>
        <Orders items={data.sales.items} empty={t("OperatorUsersPage.noSales")} />
      </Box>
      <Box id="user-reviews" title={t("OperatorUsersPage.reviews", { count: data.reviews.length })}>
        {data.reviews.length === 0 ? (
          <p className={styles.empty}>{t("OperatorUsersPage.noReviews")}</p>
        ) : (
          <ul className={styles.rows}>
            {data.reviews.map((r) => (
              <li key={r.id}>
                {"★".repeat(r.rating)} ·{" "}
                {t(
                  r.type === "ofProvider"
                    ? "OperatorUsersPage.reviewAsGrower"
                    : "OperatorUsersPage.reviewAsBuyer",
                )}{" "}
                · {r.content}
              </li>
            ))}
          </ul>
        )}
      </Box>
      <Box id="user-sign-ins" title={t("OperatorUsersPage.signIns")}>
        {data.signIns.length === 0 ? (
          <p className={styles.empty}>{t("OperatorUsersPage.noSignIns")}</p>
        ) : (
          <ul className={styles.rows}>
            {data.signIns.map((s) => (
              <li key={s.at + s.method}>
                {when(s.at)} ·{" "}
                {s.method === "signup"
                  ? t("OperatorUsersPage.signInSignup")
                  : s.method === "password"
                    ? t("OperatorUsersPage.signInPassword")
                    : s.method}
              </li>
            ))}
          </ul>
        )}
      </Box>
    </div>
  );
}
