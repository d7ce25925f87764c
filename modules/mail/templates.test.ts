import { describe, expect, it } from "vitest";
import { orderMail } from "./order-templates";
import { layout, passwordResetMail, verificationMail } from "./templates";
import { transactionMail } from "./transaction-mail";

// Every plain-text mail once ended with "Plak deze link in je browser:" and no link (decision 070).
describe("mail layout", () => {
  const url = "https://buurtoogst.test/order/abc/details";

  it("puts the link right after the footer that asks to paste it, in text and HTML", () => {
    const { text, html } = layout("Kop", ["Een alinea."], { label: "Bekijken", url }, "Plak:");
    const lines = text.split("\n");
    expect(lines.at(-2)).toBe("Plak:");
    expect(lines.at(-1)).toBe(url);
    expect(html).toContain(`Plak:<br>${url}`);
  });

  it("holds for every kind of mail in both languages", () => {
    const orderData = {
      orderUrl: url,
      orderNumber: "BO-7K3M9Q",
      buyerName: "Anna",
      gardenName: "Kees",
      items: [{ title: "Tomaten", quantity: 2, unit: null }],
      deliveryMethod: "pickup",
      address: "Dorpsstraat 1",
      message: null,
      booking: null,
      payinTotal: 500,
      payoutTotal: 450,
    };
    for (const locale of ["nl", "en"] as const) {
      const mails = [
        verificationMail(locale, "a@b.test", "Anna", url),
        passwordResetMail(locale, "a@b.test", "Anna", url),
        orderMail(locale, "a@b.test", "buyer", orderData),
        orderMail(locale, "a@b.test", "provider", orderData),
        transactionMail(locale, "a@b.test", "transition/mark-delivered", "customer", {
          url,
          name: "Anna",
          other: "Kees",
          items: "2 × Tomaten",
          deliveryMethod: "pickup",
          disputeReason: null,
          amount: 500,
          orderNumber: "BO-7K3M9Q",
        }),
      ];
      for (const mail of mails) {
        const lines = mail!.text.split("\n");
        expect(lines.at(-1)).toBe(url);
        expect(lines.at(-2)).toMatch(
          locale === "nl"
            ? /Plak deze link in je browser:$/
            : /Paste this link into your browser:$/,
        );
      }
    }
  });
});
