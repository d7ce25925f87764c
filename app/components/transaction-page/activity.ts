/**
 * Which activity text a transition gets in the feed (spec §2: the feed merges transitions and
 * messages in time order). Client-safe and pure.
 */
export const ACTIVITY_KINDS = [
  "enquired",
  "requested",
  "paid",
  "paymentExpired",
  "shipped",
  "delivered",
  "received",
  "autoReceived",
  "disputed",
  "canceled",
  "canceledByProvider",
  "completed",
  "reviewed",
  "reviewPeriodEnded",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export function activityKind(
  transition: string,
  deliveryMethod: string | null,
): ActivityKind | null {
  const short = transition.replace(/^transition\//, "");
  if (short === "enquire") return "enquired";
  if (short.startsWith("request") && short !== "request-expired") return "requested";
  if (short === "confirm-payment") return "paid";
  if (short === "expire-payment") return "paymentExpired";
  if (short === "mark-delivered") return deliveryMethod === "shipping" ? "shipped" : "delivered";
  if (short === "auto-mark-received") return "autoReceived";
  if (short.startsWith("mark-received")) return "received";
  if (short === "dispute") return "disputed";
  if (short === "cancel-by-provider") return "canceledByProvider";
  if (short.includes("cancel") || short === "expire-request") return "canceled";
  if (short === "auto-complete") return "completed";
  if (short.startsWith("review-")) return "reviewed";
  if (short.startsWith("expire-") && short.includes("review")) return "reviewPeriodEnded";
  return null;
}

export type FeedEntry<M, R = never> =
  | { kind: "transition"; at: string; transition: string; byRole: string; review: R | null }
  | { kind: "message"; at: string; message: M };

/**
 * Transitions and messages in one list, oldest first; a tie keeps the transition first. A
 * review transition carries the review its side wrote, when the viewer may see it.
 */
export function mergeFeed<M extends { createdAt: string }, R extends { byRole: string } = never>(
  history: ReadonlyArray<{ transition: string; byRole: string; createdAt: string }>,
  messages: readonly M[],
  reviews: readonly R[] = [],
): FeedEntry<M, R>[] {
  const reviewOf = (h: { transition: string; byRole: string }) =>
    activityKind(h.transition, null) === "reviewed"
      ? (reviews.find((r) => r.byRole === h.byRole) ?? null)
      : null;
  const entries: FeedEntry<M, R>[] = [
    ...history.map((h) => ({
      kind: "transition" as const,
      at: h.createdAt,
      transition: h.transition,
      byRole: h.byRole,
      review: reviewOf(h),
    })),
    ...messages.map((m) => ({ kind: "message" as const, at: m.createdAt, message: m })),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}
