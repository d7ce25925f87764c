import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TransactionPageReview } from "#modules/orders";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import nl from "../../i18n/nl.json";
import { ActivityFeed } from "./activity-feed";
import type { TransactionPageLoaded } from "./types";

// The order page's feed shows a review at its author's review transition: the stars read out
// as "5 van 5 sterren", the text as text (never as markup), and the own pending review with
// the note that it becomes public later.

const party = (id: string, displayName: string) => ({
  id,
  displayName,
  abbreviatedName: displayName.slice(0, 2),
  banned: false,
  deleted: false,
  profileImageKey: null,
});

let reviews: TransactionPageReview[] = [];
function Host() {
  const loaded = {
    transaction: {
      id: "t1",
      role: "customer",
      isParty: true,
      deliveryMethod: "pickup",
      customer: party("c1", "Cor Koper"),
      provider: party("p1", "Pien Teler"),
      listings: [{ id: "l1", title: "Tomaten", imageKey: null, deleted: false }],
      history: [
        {
          transition: "transition/review-1-by-customer",
          byRole: "customer",
          createdAt: "2026-05-02T10:00:00.000Z",
        },
        {
          transition: "transition/review-2-by-provider",
          byRole: "provider",
          createdAt: "2026-05-03T10:00:00.000Z",
        },
      ],
      reviews,
    },
    messages: [],
    messagesError: null,
    hasEarlier: false,
    messagePages: 1,
    viewerId: "c1",
    imageBaseUrl: "/images",
    stockManaged: true,
  } as unknown as TransactionPageLoaded;
  return <ActivityFeed loaded={loaded} result={null} />;
}
// The send form is a router Form, so the feed needs a data router around it.
const Stub = createRoutesStub([{ path: "/", Component: Host }]);

function render(shown: TransactionPageReview[]) {
  reviews = shown;
  return renderToString(
    <IntlProvider locale="nl" messages={compileCatalogue(nl)}>
      <Stub />
    </IntlProvider>,
  );
}

const review = (over: Partial<TransactionPageReview>): TransactionPageReview => ({
  id: "r1",
  byRole: "customer",
  rating: 5,
  content: "Heerlijke ＜b＞tomaten＜/b＞.",
  createdAt: "2026-05-02T10:00:00.000Z",
  pending: false,
  ...over,
});

describe("activity feed reviews", () => {
  it("shows each review's stars and text at its side's transition", () => {
    const html = render([
      review({}),
      review({ id: "r2", byRole: "provider", rating: 3, content: "Prima <i>koper</i>." }),
    ]);
    const own = html.indexOf("Je hebt een beoordeling geschreven.");
    const theirs = html.indexOf("Pien Teler heeft een beoordeling geschreven.");
    expect(own).toBeGreaterThan(-1);
    expect(theirs).toBeGreaterThan(own);
    const ownPart = html.slice(own, theirs);
    expect(ownPart).toContain('aria-label="5 van 5 sterren"');
    expect(ownPart).toContain("Heerlijke ＜b＞tomaten＜/b＞.");
    const theirPart = html.slice(theirs);
    expect(theirPart).toContain('aria-label="3 van 5 sterren"');
    // Text, not markup: React escapes whatever the sanitizer left.
    expect(theirPart).toContain("Prima &lt;i&gt;koper&lt;/i&gt;.");
    expect(html).not.toContain("openbaar zodra");
  });

  it("tells the author their own review is not public yet", () => {
    const html = render([review({ pending: true })]);
    expect(html).toContain("Je beoordeling wordt openbaar zodra");
    // The provider's transition stands alone: no review of theirs came with the page.
    expect(html.match(/van 5 sterren/g)).toHaveLength(1);
  });
});
