import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROCESSES,
  FREE_PROCESS_ALIAS,
  LATE_PAYMENT_REFUND,
  mailRecipients,
  TRANSITION_MAIL_RECIPIENTS,
} from "#modules/transactions";
import { hasTransactionMail, type TransactionMailData, transactionMail } from "./transaction-mail";

// Decision 056: every mail the engine writes has a text for its recipient in both languages,
// and every transition is either mailed or deliberately silent.

const both = Object.values(DEFAULT_PROCESSES);
// Before the payment nobody is told anything; an empty review period ends without news.
const SILENT = new Set([
  "transition/request-payment",
  "transition/request-push-payment",
  "transition/request-payment-after-enquiry",
  "transition/request-push-payment-after-enquiry",
  "transition/expire-review-period",
]);

const data: TransactionMailData = {
  url: "https://buurtoogst.test/order/1/details",
  name: "Anna",
  other: "Kees <script>",
  items: "2 × Tomaten",
  deliveryMethod: "shipping",
  disputeReason: "Rot & <b>slap</b>",
  amount: 1250,
  orderNumber: "BO-7K3M9Q",
};

describe("transaction mails", () => {
  it("mails or deliberately skips every transition of both processes", () => {
    for (const process of both) {
      for (const t of process.transitions) {
        const mailed = mailRecipients(t.name).length > 0;
        expect(mailed || SILENT.has(t.name), `${process.alias} ${t.name}`).toBe(true);
        expect(mailed && SILENT.has(t.name), t.name).toBe(false);
      }
    }
  });

  it("mails the same parties on a transition both processes have", () => {
    const [purchase, free] = both;
    for (const t of free!.transitions) {
      const twin = purchase!.transitions.find((p) => p.name === t.name);
      if (twin) expect(t.notify, t.name).toEqual(twin.notify);
    }
  });

  it("has a text in nl and en for every recipient the engine writes a row for", () => {
    const events: Array<[string, "customer" | "provider"]> = [
      ...Object.entries(TRANSITION_MAIL_RECIPIENTS)
        // The paid order's mails have their own templates (order-templates.ts).
        .filter(([name]) => name !== "transition/confirm-payment")
        .flatMap(([name, parties]) => parties.map((p) => [name, p] as [string, typeof p])),
      ...both.flatMap((p) =>
        (p.reminders ?? []).map((r) => [r.name, r.to] as [string, typeof r.to]),
      ),
      [LATE_PAYMENT_REFUND, "customer"],
    ];
    for (const [event, party] of events) {
      expect(hasTransactionMail(event, party), `${event} → ${party}`).toBe(true);
      for (const locale of ["nl", "en"] as const) {
        const mail = transactionMail(locale, "a@example.test", event, party, data)!;
        expect(mail.subject.length, event).toBeGreaterThan(0);
        expect(mail.text).toContain(data.url);
        expect(mail.html).toContain(data.url);
        expect(mail.html, event).not.toMatch(/<script>|<b>slap/);
      }
    }
  });

  it("reminders exist in both processes: the grower's at purchase/request, the buyer's at delivery", () => {
    const purchase = both.find((p) => p.alias !== FREE_PROCESS_ALIAS)!;
    expect(purchase.reminders?.map((r) => [r.name, r.state, r.to])).toEqual([
      ["reminder/ship", "purchased", "provider"],
      ["reminder/mark-received", "delivered", "customer"],
    ]);
    const free = both.find((p) => p.alias === FREE_PROCESS_ALIAS)!;
    expect(free.reminders?.map((r) => r.state)).toEqual(["requested", "delivered"]);
  });

  it("writes the recipient's language, the reason escaped in HTML and as typed in text", () => {
    const nl = transactionMail("nl", "k@example.test", "transition/dispute", "provider", data)!;
    expect(nl.subject).toBe("Kees <script> heeft een probleem gemeld");
    expect(nl.text).toContain("„Rot & <b>slap</b>”");
    expect(nl.html).toContain("Rot &#38; &#60;b&#62;slap&#60;/b&#62;");
    const en = transactionMail("en", "k@example.test", "transition/dispute", "provider", data)!;
    expect(en.subject).toBe("Kees <script> reported a problem");
    expect(en.text).toContain("Hi Anna,");
  });

  it("says shipped or delivered by the delivery method, and the refund in euros", () => {
    const shipped = transactionMail(
      "nl",
      "a@x.test",
      "transition/mark-delivered",
      "customer",
      data,
    )!;
    expect(shipped.subject).toBe("Kees <script> heeft je bestelling verzonden");
    const handed = transactionMail("en", "a@x.test", "transition/mark-delivered", "customer", {
      ...data,
      deliveryMethod: "pickup",
    })!;
    expect(handed.subject).toBe("Kees <script> has delivered your order");
    const refund = transactionMail("nl", "a@x.test", "transition/auto-cancel", "customer", data)!;
    expect(refund.text).toContain("Je krijgt € 12,50 terug");
  });

  it("answers null for a party an event does not address", () => {
    expect(transactionMail("nl", "a@x.test", "transition/mark-delivered", "provider", data)).toBe(
      null,
    );
    expect(transactionMail("nl", "a@x.test", "transition/unknown", "customer", data)).toBe(null);
  });
});
