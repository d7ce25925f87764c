import { describe, expect, it } from "vitest";
import type { LineItem } from "#modules/pricing";
import { type Receipt, receiptLines, receiptRows } from "./receipt";

const eur = (amount: number) => ({ amount, currency: "EUR" });
const line = (code: string, total: number, extra: Partial<LineItem> = {}): LineItem =>
  ({
    code,
    includeFor: ["customer", "provider"],
    quantity: 1,
    unitPrice: eur(total),
    lineTotal: eur(total),
    reversal: false,
    ...extra,
  }) as LineItem;

describe("receipt lines", () => {
  const items = [
    { listingId: "11111111-2222-3333-4444-555555555555", title: "Tomaten" },
    { listingId: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee", title: "Sla" },
  ];

  it("name each listing with its quantity, and the buyer's fees; not the grower's lines or refunds", () => {
    const lines = receiptLines(
      [
        line("line-item/units", 700, { quantity: 2 }),
        line("line-item/listing-aaaaaaaabbbbccccddddeeeeeeeeeeee", 150),
        line("line-item/shipping-fee", 495),
        line("line-item/customer-commission", 0, { includeFor: ["customer"] }),
        line("line-item/provider-commission", -70, { includeFor: ["provider"] }),
        line("line-item/units", -700, { quantity: -2, reversal: true }),
      ],
      items,
    );
    expect(lines).toEqual([
      {
        label: { id: "TransactionPage.breakdown.units", values: { title: "Tomaten", quantity: 2 } },
        amount: 700,
      },
      {
        label: { id: "TransactionPage.breakdown.units", values: { title: "Sla", quantity: 1 } },
        amount: 150,
      },
      { label: { id: "TransactionPage.breakdown.shippingFee" }, amount: 495 },
      { label: { id: "TransactionPage.breakdown.customerCommission" }, amount: 0 },
    ]);
  });

  it("become text rows with each order's number and the total", () => {
    const receipt: Receipt = {
      checkoutId: "c-1",
      paidAt: "2031-01-10T10:00:00.000Z",
      method: "CheckoutPage.methodIdeal",
      billingName: "Anna de Vries",
      orders: [
        {
          id: "o-1",
          number: "BO-7K3M9Q",
          garden: "Kees",
          deliveryMethod: "pickup",
          lines: [{ label: { id: "L", values: { n: 1 } }, amount: 750 }],
          total: 750,
          refunds: [],
        },
        {
          id: "o-2",
          number: "BO-22XY4Z",
          garden: null,
          deliveryMethod: "pickup",
          lines: [],
          total: 0,
          refunds: [],
        },
      ],
      total: 750,
      refunded: 0,
      currency: "EUR",
    };
    const t = (id: string, values?: Record<string, string | number>) =>
      values ? `${id} ${JSON.stringify(values)}` : id;
    const rows = receiptRows(receipt, t, () => "10 januari 2031");
    // formatPrice separates € and the figure with a no-break space.
    const texts = rows.map((r) =>
      (r.amount ? `${r.text} | ${r.amount}` : r.text).replace(/\u00a0/g, " "),
    );
    expect(texts).toContain('ReceiptPage.orderHeading {"number":"BO-7K3M9Q","name":"Kees"}');
    expect(texts).toContain(
      'ReceiptPage.orderHeading {"number":"BO-22XY4Z","name":"UserDisplay.deletedUser"}',
    );
    expect(texts).toContain('ReceiptPage.method {"method":"CheckoutPage.methodIdeal"}');
    expect(texts).toContain('L {"n":1} | € 7,50');
    expect(texts).toContain("ReceiptPage.orderTotal | € 0,-");
    expect(texts.filter((x) => x.startsWith("ReceiptPage.total"))).toEqual([
      "ReceiptPage.total | € 7,50",
    ]);
  });

  it("a refunded order shows its refund lines and Totaal terugbetaald, never Totaal betaald alone", () => {
    const lines = receiptLines(
      [
        line("line-item/units", 700, { quantity: 2 }),
        line("line-item/customer-commission", 50, { includeFor: ["customer"] }),
        line("line-item/units", -700, { quantity: -2, reversal: true }),
        line("line-item/customer-commission", -50, { includeFor: ["customer"], reversal: true }),
        line("line-item/provider-commission", 70, { includeFor: ["provider"], reversal: true }),
      ],
      [{ listingId: "11111111-2222-3333-4444-555555555555", title: "Tomaten" }],
      { reversals: true },
    );
    expect(lines).toEqual([
      {
        label: { id: "TransactionPage.breakdown.units", values: { title: "Tomaten", quantity: 2 } },
        amount: -700,
        refund: true,
      },
      {
        label: { id: "TransactionPage.breakdown.customerCommission" },
        amount: -50,
        refund: true,
      },
    ]);
    const receipt: Receipt = {
      checkoutId: "c-2",
      paidAt: "2031-01-10T10:00:00.000Z",
      method: null,
      billingName: null,
      orders: [
        {
          id: "o-3",
          number: "BO-33XY4Z",
          garden: "Kees",
          deliveryMethod: "pickup",
          lines: [{ label: { id: "L" }, amount: 750 }],
          total: 750,
          refunds: lines,
        },
      ],
      total: 750,
      refunded: 750,
      currency: "EUR",
    };
    const t = (id: string, values?: Record<string, string | number>) =>
      values ? `${id}(${Object.values(values).join(",")})` : id;
    const texts = receiptRows(receipt, t, () => "").map((r) =>
      (r.amount ? `${r.text} | ${r.amount}` : r.text).replace(/\u00a0/g, " "),
    );
    const refundRows = texts.filter((x) => x.startsWith("TransactionPage.breakdown.refund"));
    expect(refundRows.map((x) => x.split(" | ")[0])).toEqual([
      "TransactionPage.breakdown.refund(TransactionPage.breakdown.units(Tomaten,2))",
      "TransactionPage.breakdown.refund(TransactionPage.breakdown.customerCommission)",
    ]);
    expect(refundRows[0]).toMatch(/ \| € -7,-$/);
    expect(texts.filter((x) => x.startsWith("ReceiptPage.total"))).toEqual([
      "ReceiptPage.total | € 7,50",
      "ReceiptPage.totalRefunded | € 7,50",
    ]);
  });
});
