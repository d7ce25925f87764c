import { createTransactionEngine } from "#modules/transactions/server";
import type { Database } from "../client";

const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type SeedListing = {
  id: string;
  authorId: string;
  priceAmount: number | null;
  state: string;
  publicData: { pickupEnabled?: boolean };
};

/**
 * A few orders of the demo buyer in different states, made by the real engine so
 * stock, history and timers are what the product would have: paid and waiting, delivered,
 * received and completed, one whose 15 minutes ran out, and two finished with public reviews
 * (both sides reviewed; only the grower, then the review period ended) so the profiles show
 * reviews of buyer and growers written the way the product writes them. The engine's repositories run on
 * the seed's transaction; its own transactions become savepoints there.
 */
export async function seedDemoOrders(
  tx: Tx,
  buyerId: string,
  listings: readonly SeedListing[],
  nowMs: number,
): Promise<{ orders: number; reviews: number }> {
  let at = nowMs;
  const clock = () => new Date(at);
  const engine = createTransactionEngine({ db: tx as unknown as Database, now: clock });
  const buyer = { role: "customer" as const, userId: buyerId };
  // One priced, published listing for pickup per grower, the first six growers.
  const picks: SeedListing[] = [];
  for (const l of listings) {
    const taken = picks.some((p) => p.authorId === l.authorId);
    if (l.state !== "published" || !l.priceAmount || l.publicData.pickupEnabled !== true || taken) {
      continue;
    }
    picks.push(l);
    if (picks.length === 6) break;
  }
  const handedOver = [
    { transition: "transition/confirm-payment", role: "system" },
    { transition: "transition/mark-delivered", role: "provider" },
    { transition: "transition/mark-received", role: "customer" },
    { transition: "transition/auto-complete", role: "system" },
  ] as const;
  const plans: Array<{
    daysAgo: number;
    steps: ReadonlyArray<{
      transition: string;
      role: "customer" | "provider" | "system";
      review?: { rating: number; content: string };
    }>;
  }> = [
    { daysAgo: 1, steps: [{ transition: "transition/confirm-payment", role: "system" }] },
    {
      daysAgo: 4,
      steps: [
        { transition: "transition/confirm-payment", role: "system" },
        { transition: "transition/mark-delivered", role: "provider" },
      ],
    },
    {
      daysAgo: 12,
      steps: [
        { transition: "transition/confirm-payment", role: "system" },
        { transition: "transition/mark-delivered", role: "provider" },
        { transition: "transition/mark-received", role: "customer" },
        { transition: "transition/auto-complete", role: "system" },
      ],
    },
    { daysAgo: 20, steps: [{ transition: "transition/expire-payment", role: "system" }] },
    {
      daysAgo: 30,
      steps: [
        ...handedOver,
        {
          transition: "transition/review-1-by-customer",
          role: "customer",
          review: {
            rating: 5,
            content:
              "Alles lag klaar toen ik kwam ophalen, netjes verpakt en heerlijk vers. Aanrader!",
          },
        },
        {
          transition: "transition/review-2-by-provider",
          role: "provider",
          review: {
            rating: 5,
            content:
              "Fijne koper: precies op tijd en bracht zelf een tas mee. Graag tot de volgende keer.",
          },
        },
      ],
    },
    {
      daysAgo: 45,
      steps: [
        ...handedOver,
        {
          transition: "transition/review-1-by-provider",
          role: "provider",
          review: {
            rating: 4,
            content:
              "Vriendelijke koper, kwam een kwartiertje later dan afgesproken maar liet het even weten.",
          },
        },
        // The buyer never wrote theirs: the review period ended and the grower's went public.
        { transition: "transition/expire-customer-review-period", role: "system" },
      ],
    },
  ];
  let made = 0;
  let reviews = 0;
  for (const [i, listing] of picks.entries()) {
    const plan = plans[i]!;
    at = nowMs - plan.daysAgo * DAY_MS;
    const order = await engine.initiate({
      customerId: buyerId,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
      protectedData: { message: i === 0 ? "Ik kom zaterdagochtend langs." : undefined },
    });
    for (const step of plan.steps) {
      at += 15 * 60_000 + 1000 * (step.role === "system" ? 1 : 3600);
      await engine.applyTransition({
        transactionId: order.id,
        transition: step.transition,
        actor:
          step.role === "customer"
            ? buyer
            : step.role === "provider"
              ? { role: "provider", userId: listing.authorId }
              : { role: "system", userId: null },
        trusted: true,
        params: step.review
          ? { reviewRating: step.review.rating, reviewContent: step.review.content }
          : undefined,
      });
      if (step.review) reviews++;
    }
    made++;
  }
  return { orders: made, reviews };
}
