import { Link, NavLink } from "react-router";
import { formatPrice } from "#modules/money";
import type { InboxItem } from "#modules/orders";
import type { InboxTab } from "#modules/transactions";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { Page } from "../layout/page";
import { UserAvatar } from "../profile/user-avatar";
import { Pagination } from "../ui/pagination";
import styles from "./inbox.module.css";

type Loaded = {
  tab: InboxTab;
  items: InboxItem[];
  pagination: { page: number; totalPages: number; totalItems: number };
  imageBaseUrl: string;
};

function Tabs() {
  const t = useT();
  return (
    <nav className={styles.tabs} aria-label={t("InboxPage.tabs")}>
      <NavLink
        to="/inbox/orders"
        className={({ isActive }) => (isActive ? styles.activeTab : styles.tab)}
      >
        {t("InboxPage.ordersTabTitle")}
      </NavLink>
      <NavLink
        to="/inbox/sales"
        className={({ isActive }) => (isActive ? styles.activeTab : styles.tab)}
      >
        {t("InboxPage.salesTabTitle")}
      </NavLink>
    </nav>
  );
}

function Row({
  item,
  tab,
  imageBaseUrl,
}: {
  item: InboxItem;
  tab: InboxTab;
  imageBaseUrl: string;
}) {
  const t = useT();
  const intl = useIntl();
  const href = `/${tab === "orders" ? "order" : "sale"}/${item.id}/details`;
  const name = item.other.deleted
    ? t("UserDisplay.deletedUser")
    : item.other.banned
      ? t("UserDisplay.bannedUser")
      : item.other.displayName;
  const when = intl.formatDate(item.lastTransitionedAt, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/Amsterdam",
  });
  const label = t(`InboxPage.state.${item.status.label}`);
  return (
    <li
      className={`${styles.row} ${item.status.needsAction ? styles.needsAction : ""} ${
        item.unread ? styles.unread : ""
      }`}
    >
      <UserAvatar user={item.other} imageBaseUrl={imageBaseUrl} size="sm" />
      <div className={styles.rowMain}>
        {/* The whole row is one link; the other party's profile is one click further. */}
        <Link to={href} className={styles.rowLink}>
          <span className={styles.nameLine}>
            <span className={styles.name}>{name}</span>
            {/* Visible words, so the link's name says it too (decision 067). */}
            {item.unread ? (
              <span className={styles.unreadMark}>{t("InboxPage.unreadMessage")}</span>
            ) : null}
          </span>
          <span className={styles.titles}>
            {item.quantities.length > 0
              ? item.quantities.map((q) => t("TransactionPage.breakdown.units", q)).join(", ")
              : item.listingTitles.join(", ")}
          </span>
          {/* A question is no order yet: no number, no amount (decision 070). */}
          {item.state === "enquiry" ? null : (
            <span className={styles.orderNumber}>
              {t("TransactionPage.orderNumber", { number: item.orderNumber })}
            </span>
          )}
        </Link>
      </div>
      <div className={styles.rowSide}>
        <span className={styles.state}>
          {item.status.needsAction ? (
            <span className={styles.actionDot} aria-hidden="true" />
          ) : null}
          {label}
          {item.status.needsAction ? (
            <span className="visually-hidden"> {t("InboxPage.needsYourAction")}</span>
          ) : null}
        </span>
        {item.amount > 0 ? (
          <span className={styles.amount}>
            {formatPrice({ amount: item.amount, currency: "EUR" })}
          </span>
        ) : null}
        <time dateTime={item.lastTransitionedAt} className={styles.when}>
          {when}
        </time>
      </div>
    </li>
  );
}

/** Spec §2 inbox: orders and sales tabs, a row per transaction, 10 a page. */
export function InboxPage({ loaded }: { loaded: Loaded }) {
  const t = useT();
  const { tab, items, pagination } = loaded;
  return (
    <Page className={styles.page}>
      <h1 className={styles.heading}>{t("InboxPage.title")}</h1>
      <Tabs />
      {tab === "sales" ? (
        <p className={styles.payouts}>
          <Link to="/account/payments">{t("InboxPage.payoutsLink")}</Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.empty}>
          {t(tab === "orders" ? "InboxPage.noOrdersFound" : "InboxPage.noSalesFound")}
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <Row key={item.id} item={item} tab={tab} imageBaseUrl={loaded.imageBaseUrl} />
          ))}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        hrefFor={(page) => `/inbox/${tab}${page > 1 ? `?page=${page}` : ""}`}
        labels={{
          navigation: t("InboxPage.pagination"),
          previous: t("InboxPage.previousPage"),
          next: t("InboxPage.nextPage"),
        }}
      />
    </Page>
  );
}

/** Spec §8 'invalid inbox tab': says so and offers the two real tabs. */
export function InvalidTabPage() {
  const t = useT();
  return (
    <Page className={styles.page}>
      <title>{t("InboxPage.invalidTabTitle")}</title>
      <h1 className={styles.heading}>{t("InboxPage.invalidTabTitle")}</h1>
      <p>{t("InboxPage.invalidTab")}</p>
      <Tabs />
    </Page>
  );
}
