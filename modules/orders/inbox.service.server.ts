import { z } from "zod";
import { AppError } from "#modules/errors";
import type { WaitingSql } from "#modules/messages/server";
import type { LineItem } from "#modules/pricing";
import { sanitizeUserText } from "#modules/text";
import {
  customerActionStates,
  FREE_STATES,
  type InboxTab,
  inboxStatus,
  PROVIDER_CANCEL,
  PURCHASE_STATES,
  pageActions,
  providerActionStates,
  reviewTransitionOf,
  roleOfTab,
  sendReviewWithFallback,
  type TransactionRole,
} from "#modules/transactions";
import type { TransactionRow } from "#modules/transactions/server";
import type { InboxRepository } from "./inbox.repository.server";
import { orderForParty, roleOf } from "./party-view";
import {
  bookingView,
  type DisputePhotoView,
  type InboxItem,
  isBooking,
  orderFromEnquiry,
  partyView,
  shippingDetails,
  type TransactionPageData,
  type TransactionReviewSource,
  type TransactionView,
  type Viewer,
  visibleReviews,
} from "./transaction-page-view";

export type {
  InboxItem,
  PartyView,
  ShippingDetails,
  TransactionPageData,
  TransactionPageReview,
  TransactionReviewSource,
  TransactionView,
  Viewer,
} from "./transaction-page-view";
export { visibleReviews } from "./transaction-page-view";

/**
 * The inbox, the order and sale pages and the transitions people run from them (spec §2, §4,
 * §7). Every id is checked against the viewer: someone who is neither side (nor an operator)
 * gets the same 404 as for an id that does not exist.
 */

export const INBOX_PER_PAGE = 10;
/** Spec §7 sales notification count: page 1, per_page 100. */
export const NOTIFICATION_LIMIT = 100;

export const pageTransitionSchema = z.object({
  transition: z.string().regex(/^transition\/[a-z0-9-]+$/, "Errors.invalidParams"),
  disputeReason: z.string().trim().max(5000, "Validators.maxLength?maxLength=5000").optional(),
  // Checked by the engine (provider-cancel.ts), which answers with the field's message.
  cancelReason: z.string().optional(),
});

const notFound = () => new AppError("not-found", 404, "Errors.notFound");

const ALL_STATES = [...new Set<string>([...PURCHASE_STATES, ...FREE_STATES])];

export function createInboxService({
  inbox,
  engine,
  lastSenders = async () => new Map(),
  transactionReviews = async () => [],
  disputePhotosOf = async () => [],
  waitingSql,
}: {
  /** A dispute's photos (the images module's, decision 084): both sides and operators see them. */
  disputePhotosOf?: (transactionId: string) => Promise<DisputePhotoView[]>;
  inbox: InboxRepository;
  /**
   * Who wrote each transaction's newest message (the messages module's, passed in by the
   * composition root): an enquiry waits for the grower only until the grower has answered.
   */
  lastSenders?: (transactionIds: readonly string[]) => Promise<Map<string, string>>;
  /** An order's reviews, pending ones too (the reviews module's, passed in likewise). */
  transactionReviews?: TransactionReviewSource;
  /** The messages module's parts of the dot's one statement (decision 088). */
  waitingSql: WaitingSql;
  engine: {
    applyTransition(input: {
      transactionId: string;
      transition: string;
      /** The engine's Actor: a page acts only as one of the two sides. */
      actor: { role: TransactionRole; userId: string };
      /** As the API's transactions.transition takes them; the engine checks them. */
      params?: unknown;
    }): Promise<{ state: string }>;
    /** The transitions the actor may run now (decision 074), on the row the page has read. */
    transitionsFor(
      target: TransactionRow,
      actor: { role: TransactionRole; userId: string },
    ): Promise<Array<{ name: string }>>;
    /** Runs the order's due timers now; the pages ask first (decision 068). */
    fireDueTimersOf(transactionId: string): Promise<{ nextDueAt: Date | null; fired: boolean }>;
  };
}) {
  /** Of these enquiries (ids) of `providerId`, those whose newest message is the provider's. */
  async function answeredEnquiries(providerId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const last = await lastSenders(ids);
    return new Set(ids.filter((id) => last.get(id) === providerId));
  }

  /**
   * The page's buttons are the steps the engine accepts now (decision 074): the same check the
   * move makes, so a button never leads to a refusal the page could have known (a banned party).
   * Checked on the row the page shows, not read again.
   */
  async function acceptedActions(tx: TransactionRow, role: TransactionRole, userId: string) {
    const actions = pageActions(tx.processAlias, tx.state, role, tx.deliveryMethod);
    if (actions.length === 0) return actions;
    const accepted = await engine.transitionsFor(tx, { role, userId });
    const names = new Set(accepted.map((t) => t.name));
    return actions.filter((a) => names.has(a.transition));
  }

  let waitingCount: ReturnType<InboxRepository["waitingCount"]> | null = null;

  /** The viewer's side (null for an operator reading along), or null for a stranger. */
  async function sideOf(viewer: Viewer, id: string) {
    const sides = await inbox.sides(id);
    const role = sides ? roleOf(sides, viewer) : null;
    if (!sides || !role) return null;
    return { sides, role: role === "operator" ? null : role };
  }

  return {
    async query(userId: string, tab: InboxTab, page: number) {
      const role = roleOfTab(tab);
      const { rows, totalItems } = await inbox.page(
        userId,
        role,
        page,
        INBOX_PER_PAGE,
        waitingSql.unreadConversationIds,
      );
      const [listingRows, answered] = await Promise.all([
        inbox.listings([...new Set(rows.flatMap((r) => r.listingIds))]),
        answeredEnquiries(
          userId,
          rows.filter((r) => r.state === "enquiry" && role === "provider").map((r) => r.id),
        ),
      ]);
      const byId = new Map(listingRows.map((l) => [l.id, l]));
      const items: InboxItem[] = rows.map((r) => {
        const orderListings = r.listingIds.flatMap((id) => byId.get(id) ?? []);
        const status = inboxStatus(r.state, role);
        return {
          id: r.id,
          orderNumber: r.orderNumber,
          state: r.state,
          status: answered.has(r.id) ? { ...status, needsAction: false } : status,
          lastTransitionedAt: (r.lastTransitionedAt ?? r.createdAt).toISOString(),
          other: partyView(r.other),
          listingTitles: orderListings.map((l) => sanitizeUserText(l.title)),
          quantities: orderListings.flatMap((l) =>
            r.quantities[l.id]
              ? [{ title: sanitizeUserText(l.title), quantity: r.quantities[l.id]! }]
              : [],
          ),
          amount: role === "customer" ? r.payinTotal : r.payoutTotal,
          imageKey: orderListings[0]?.imageKey ?? null,
          unread: r.unread,
        };
      });
      return {
        items,
        pagination: {
          page,
          perPage: INBOX_PER_PAGE,
          totalItems,
          totalPages: Math.ceil(totalItems / INBOX_PER_PAGE),
        },
      };
    },

    /**
     * The top bar's dot, up to 100 (decision 048, 067): sales and orders waiting for this
     * user, and conversations with a message they have not read, each counted once (the one
     * `reading` is being opened, so it is not). An
     * enquiry waits for the grower until the grower has answered it (the newest message is theirs).
     */
    async notificationCount(userId: string, { reading }: { reading?: string | null } = {}) {
      waitingCount ??= inbox.waitingCount({
        providerStates: providerActionStates(ALL_STATES).filter((s) => s !== "enquiry"),
        customerStates: customerActionStates(ALL_STATES),
        limit: NOTIFICATION_LIMIT,
        messages: waitingSql,
      });
      return waitingCount(userId, reading ?? null);
    },

    /**
     * The page of one transaction. The other side's URL redirects to the viewer's own view;
     * anyone else gets a 404.
     */
    async show(
      viewer: Viewer,
      id: string,
      view: TransactionView,
    ): Promise<{ redirect: string } | { data: TransactionPageData }> {
      // The whole row, its parties with it, answers who may see it: one read, not two.
      let row = await inbox.detail(id);
      const role = row ? roleOf(row.tx, viewer) : null;
      if (!row || !role) throw notFound();
      const side = { role: role === "operator" ? null : role };
      const wanted: TransactionRole = view === "order" ? "customer" : "provider";
      if (side.role && side.role !== wanted) {
        return { redirect: `/${side.role === "customer" ? "order" : "sale"}/${id}/details` };
      }
      // An order received a moment ago shows as completed, its review form at once.
      const { nextDueAt, fired } = await engine.fireDueTimersOf(id);
      if (fired) row = await inbox.detail(id);
      if (!row) throw notFound();
      const { tx } = row;
      const [listingRows, history, reviews, booking, disputePhotos] = await Promise.all([
        inbox.listings(tx.listingIds),
        inbox.history(id),
        transactionReviews(id),
        isBooking(tx.lineItems as LineItem[]) ? inbox.booking(id) : null,
        disputePhotosOf(id),
      ]);
      const byId = new Map(listingRows.map((l) => [l.id, l]));
      const ordered = tx.listingIds.flatMap((lid) => byId.get(lid) ?? []);
      // What this side may see (decision 073); an operator reads along as the side of the view.
      const seen = orderForParty(tx, wanted, ordered[0]?.publicData.location);
      return {
        data: {
          id: tx.id,
          orderNumber: tx.orderNumber,
          // The receipt opens for the buyer only (an operator reading along has no link).
          receiptCheckoutId: side.role ? seen.receiptCheckoutId : null,
          processAlias: tx.processAlias,
          state: tx.state,
          role: wanted,
          isParty: side.role !== null,
          createdAt: tx.createdAt.toISOString(),
          lastTransitionedAt: (tx.lastTransitionedAt ?? tx.createdAt).toISOString(),
          deliveryMethod: tx.deliveryMethod,
          customer: partyView(row.customer),
          provider: partyView(row.provider),
          listings: ordered.map((l) => ({
            id: l.id,
            title: sanitizeUserText(l.title),
            imageKey: l.imageKey,
            deleted: l.deleted,
          })),
          lineItems: seen.lineItems,
          payinTotal: tx.payinTotal,
          payoutTotal: tx.payoutTotal,
          currency: tx.currency,
          pickup: seen.pickup,
          shipping: shippingDetails(seen.shippingDetails),
          disputeReason: seen.disputeReason,
          cancelReason: seen.cancelReason,
          operatorNotes: seen.operatorNotes,
          disputePhotos,
          booking: bookingView(booking, tx.lineItems as LineItem[]),
          orderFromEnquiry:
            side.role === "customer" && tx.state === "enquiry"
              ? orderFromEnquiry(ordered[0])
              : null,
          history: history.map((h) => ({
            transition: h.transition,
            byRole: h.byRole,
            createdAt: h.createdAt.toISOString(),
          })),
          reviews: visibleReviews(reviews, side.role),
          actions: side.role ? await acceptedActions(tx, side.role, viewer.id) : [],
          nextChangeAt: nextDueAt?.toISOString() ?? null,
        },
      };
    },

    /**
     * A transition from the order or sale page, as the viewer's side. Only the page's own
     * actions are offered here; privileged and timed ones stay with the server (the engine
     * refuses them anyway).
     */
    async transition(
      viewer: Viewer,
      id: string,
      input: {
        transition: string;
        disputeReason?: string;
        cancelReason?: string;
        review?: { rating: unknown; content: unknown };
      },
    ) {
      const side = await sideOf(viewer, id);
      if (!side?.role) throw notFound();
      if (input.transition === "transition/dispute" && !input.disputeReason) {
        throw new AppError(
          "validation-invalid-params",
          400,
          "TransactionPage.disputeReasonRequired",
          {
            disputeReason: "TransactionPage.disputeReasonRequired",
          },
        );
      }
      return engine.applyTransition({
        transactionId: id,
        transition: input.transition,
        actor: { role: side.role, userId: viewer.id },
        // The page's fields as the API's params: the engine checks both the same way.
        params:
          input.transition === "transition/dispute"
            ? { protectedData: { disputeReason: input.disputeReason } }
            : input.transition === PROVIDER_CANCEL
              ? { protectedData: { cancelReason: input.cancelReason } }
              : reviewTransitionOf(input.transition)
                ? { reviewRating: input.review?.rating, reviewContent: input.review?.content }
                : {},
      });
    },

    /**
     * This side's review from the order or sale page: review-1, or review-2 when the other
     * side was first (spec §4 fallback). The engine checks the rating and text (spec §5).
     */
    async leaveReview(viewer: Viewer, id: string, review: { rating: number; content: string }) {
      const side = await sideOf(viewer, id);
      if (!side?.role) throw notFound();
      const actor = { role: side.role, userId: viewer.id };
      // A review sent while the order is being completed is not refused: complete it first.
      await engine.fireDueTimersOf(id);
      return sendReviewWithFallback(side.role, (transition) =>
        engine.applyTransition({
          transactionId: id,
          transition,
          actor,
          params: { reviewRating: review.rating, reviewContent: review.content },
        }),
      );
    },

    /** Whether the user has bought or asked anything: the inbox's orders tab is not empty. */
    hasOrders: (userId: string) => inbox.hasAny(userId, "customer"),

    /** Both sides of a transaction, for the messages module's access check. */
    sides: (id: string) => inbox.sides(id),
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
