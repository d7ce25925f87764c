import { describe, expect, it } from "vitest";
import { activityKind, mergeFeed } from "./activity";

describe("activity feed", () => {
  it.each([
    ["transition/enquire", "pickup", "enquired"],
    ["transition/request-payment", "pickup", "requested"],
    ["transition/request-push-payment-after-enquiry", "pickup", "requested"],
    ["transition/request", "pickup", "requested"],
    ["transition/confirm-payment", "pickup", "paid"],
    ["transition/expire-payment", "pickup", "paymentExpired"],
    ["transition/mark-delivered", "shipping", "shipped"],
    ["transition/mark-delivered", "pickup", "delivered"],
    ["transition/mark-received", "pickup", "received"],
    ["transition/mark-received-from-purchased", "pickup", "received"],
    ["transition/mark-received-from-disputed", "pickup", "received"],
    ["transition/auto-mark-received", "pickup", "autoReceived"],
    ["transition/dispute", "pickup", "disputed"],
    ["transition/cancel", "pickup", "canceled"],
    ["transition/cancel-by-provider", "pickup", "canceledByProvider"],
    ["transition/auto-cancel-from-disputed", "pickup", "canceled"],
    ["transition/expire-request", "pickup", "canceled"],
    ["transition/auto-complete", "pickup", "completed"],
    ["transition/review-2-by-provider", "pickup", "reviewed"],
    ["transition/expire-review-period", "pickup", "reviewPeriodEnded"],
    ["transition/expire-customer-review-period", "pickup", "reviewPeriodEnded"],
  ])("%s (%s) reads as %s", (transition, delivery, kind) => {
    expect(activityKind(transition, delivery)).toBe(kind);
  });

  it("merges transitions and messages by time, a transition first on a tie", () => {
    const feed = mergeFeed(
      [
        {
          transition: "transition/confirm-payment",
          byRole: "system",
          createdAt: "2026-05-01T10:00:00.000Z",
        },
        {
          transition: "transition/mark-delivered",
          byRole: "provider",
          createdAt: "2026-05-01T12:00:00.000Z",
        },
      ],
      [
        { id: "a", createdAt: "2026-05-01T11:00:00.000Z" },
        { id: "b", createdAt: "2026-05-01T12:00:00.000Z" },
      ],
    );
    expect(feed.map((e) => (e.kind === "message" ? e.message.id : e.transition))).toEqual([
      "transition/confirm-payment",
      "a",
      "transition/mark-delivered",
      "b",
    ]);
  });

  it("puts each side's review at that side's review transition, and none elsewhere", () => {
    const history = [
      {
        transition: "transition/auto-complete",
        byRole: "system",
        createdAt: "2026-05-01T10:00:00Z",
      },
      {
        transition: "transition/review-1-by-customer",
        byRole: "customer",
        createdAt: "2026-05-02T10:00:00Z",
      },
      {
        transition: "transition/review-2-by-provider",
        byRole: "provider",
        createdAt: "2026-05-03T10:00:00Z",
      },
    ];
    const reviews = [
      { id: "of-customer", byRole: "provider" },
      { id: "of-provider", byRole: "customer" },
    ];
    const feed = mergeFeed(history, [], reviews);
    expect(feed.map((e) => (e.kind === "transition" ? e.review?.id : "message"))).toEqual([
      undefined,
      "of-provider",
      "of-customer",
    ]);
    // The other side's pending review is not in the page data: the transition stands alone.
    const onlyOwn = mergeFeed(history, [], [{ id: "of-provider", byRole: "customer" }]);
    expect(onlyOwn.map((e) => (e.kind === "transition" ? e.review : "message"))).toEqual([
      null,
      { id: "of-provider", byRole: "customer" },
      null,
    ]);
  });
});
