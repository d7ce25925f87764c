import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeStripe, stripeAgainst } from "../../tests/fake-stripe/server";
import type { ConnectProcessor } from "./connect-types";
import type { CustomerProcessor } from "./customer-types";
import type { Refund, TransferProcessor } from "./transfer-types";
import type { ConfirmWith, PaymentProcessor } from "./types";

// The processor contract, continued (decisions 071, 080): the rest of the seam
// (connect-types, transfer-types, customer-types) against every processor that implements it.

const fake = await startFakeStripe();
afterAll(() => fake.close());
const RETURN = "/cart/checkout/card";

// The rest of the seam (connect-types, transfer-types, customer-types): the Stripe adapter
// now; test mode joins this list when it implements them.
type FullProcessor = Omit<PaymentProcessor, "refund"> & {
  refund(input: Parameters<PaymentProcessor["refund"]>[0]): Promise<Refund>;
} & ConnectProcessor &
  TransferProcessor &
  CustomerProcessor;
const FULL: { name: string; make(): FullProcessor }[] = [
  { name: "Stripe adapter", make: () => stripeAgainst(fake) },
];

describe.each(FULL)("refunds, transfers, accounts, saved cards: $name", ({ make }) => {
  const processor = make();
  const paid = async (
    amount: number,
    paymentMethod: ConfirmWith = { paymentMethod: "pm_card_visa" },
  ) => {
    const key = randomUUID();
    const created = await processor.createPaymentIntent({
      amount,
      currency: "EUR",
      transferGroup: key,
      metadata: { checkoutId: key },
      idempotencyKey: `contract:${key}`,
    });
    return processor.confirmPaymentIntent(created.id, paymentMethod, RETURN);
  };
  const grower = async () => {
    const bank = await processor.createBankAccountToken({
      country: "NL",
      currency: "EUR",
      accountHolderName: "Tuin van Els",
      accountHolderType: "individual",
      fields: { iban: "NL91ABNA0417164300" },
    });
    expect(bank.last4).toBe("4300");
    const token = await processor.createAccountToken({ accountType: "individual" });
    return processor.createAccount({
      country: "NL",
      accountType: "individual",
      email: `els-${randomUUID()}@example.nl`,
      bankAccountToken: bank.id,
      accountToken: token.id,
      businessProfileUrl: "https://buurtoogst.nl/u/els",
      businessProfileMcc: "5734",
      capabilities: ["card_payments", "transfers", "ideal_payments", "bancontact_payments"],
      metadata: { userId: "u1" },
      idempotencyKey: `account:${randomUUID()}`,
    });
  };

  it("refunds with a status: a card's at once, a bank's pending; retrieves it later", async () => {
    const card = await paid(1000);
    const refund = await processor.refund({
      paymentIntentId: card.id,
      amount: 300,
      idempotencyKey: `refund:${card.id}`,
    });
    expect(refund).toMatchObject({ amount: 300, status: "succeeded", paymentIntentId: card.id });
    expect(await processor.retrieveRefund(refund.id)).toEqual(refund);
    expect(await processor.retrieveRefund("re_doesnotexist")).toBeNull();

    const created = await paid(2000, { redirect: "ideal" });
    await fake.visit(created.nextActionUrl!, "approve");
    const pending = await processor.refund({
      paymentIntentId: created.id,
      amount: 2000,
      idempotencyKey: `refund:${created.id}`,
    });
    expect(pending.status).toBe("pending");
    expect((await processor.retrievePaymentIntent(created.id))?.amountRefunded).toBe(2000);
  });

  it("makes a connected account without a Stripe dashboard, the platform collecting requirements", async () => {
    const account = await grower();
    expect(account).toMatchObject({
      country: "NL",
      accountType: "individual",
      chargesEnabled: true,
      bankLast4: "4300",
      businessProfileUrl: "https://buurtoogst.nl/u/els",
      requirements: { currentlyDue: [], disabledReason: null },
    });
    const sent = fake.requests.find((r) => r.path === "/v1/accounts" && r.method === "POST");
    expect(sent?.form).toMatchObject({
      controller: {
        stripe_dashboard: { type: "none" },
        requirement_collection: "application",
        losses: { payments: "application" },
        fees: { payer: "application" },
      },
      business_profile: { mcc: "5734" },
      capabilities: {
        card_payments: { requested: "true" },
        bancontact_payments: { requested: "true" },
      },
    });
    // Account tokens are made with the publishable key, as Stripe requires.
    const tokenCall = fake.requests.filter((r) => r.path === "/v1/tokens").at(-1);
    expect(tokenCall?.headers.authorization).toBe("Bearer pk_test_contract");
    expect((await processor.retrieveAccount(account.id))?.id).toBe(account.id);
    expect(await processor.retrieveAccount("acct_doesnotexist")).toBeNull();
    const link = await processor.createAccountLink({
      account: account.id,
      refreshUrl: "http://localhost:3000/account/payments/failure",
      returnUrl: "http://localhost:3000/account/payments/success",
      type: "account_onboarding",
    });
    expect(link.url).toContain("fields=currently_due");
    expect(link.expiresAt.getTime()).toBeGreaterThan(0);
    const bank = await processor.createBankAccountToken({
      country: "NL",
      currency: "EUR",
      accountHolderName: "Tuin van Els",
      accountHolderType: "individual",
      fields: { iban: "NL02ABNA0123456789" },
    });
    expect(
      (await processor.updateAccount(account.id, { bankAccountToken: bank.id })).bankLast4,
    ).toBe("6789");
  });

  it("transfers from the intent's charge once per key, never more than it, and reverses", async () => {
    const account = await grower();
    const intent = await paid(5000);
    const input = {
      amount: 3750,
      currency: "EUR",
      destination: account.id,
      sourcePaymentIntent: intent.id,
      transferGroup: intent.transferGroup ?? "",
      metadata: { transactionId: "t1" },
      idempotencyKey: `transfer:${intent.id}`,
    };
    const transfer = await processor.createTransfer(input);
    expect(transfer).toMatchObject({
      amount: 3750,
      status: "paid",
      destination: account.id,
      sourcePaymentIntent: intent.id,
    });
    expect((await processor.createTransfer(input)).id).toBe(transfer.id);
    const charge = fake.state.get("payment_intent", intent.id).latest_charge;
    expect(fake.state.get("transfer", transfer.id).source_transaction).toBe(charge);
    await expect(
      processor.createTransfer({
        ...input,
        amount: 1251,
        idempotencyKey: `${input.idempotencyKey}:2`,
      }),
    ).rejects.toThrow();
    const reversal = await processor.reverseTransfer({
      transferId: transfer.id,
      amount: 3750,
      idempotencyKey: `reversal:${transfer.id}`,
    });
    expect(reversal.amount).toBe(3750);
    expect(await processor.retrieveTransfer(transfer.id)).toMatchObject({
      status: "reversed",
      amountReversed: 3750,
    });
  });

  it("refuses a transfer to a restricted grower as spec §8's payout incomplete", async () => {
    const account = await grower();
    const intent = await paid(1500);
    fake.restrict(account.id);
    expect((await processor.retrieveAccount(account.id))?.requirements).toMatchObject({
      pastDue: ["individual.verification.document"],
      disabledReason: "requirements.past_due",
    });
    await expect(
      processor.createTransfer({
        amount: 1000,
        currency: "EUR",
        destination: account.id,
        sourcePaymentIntent: intent.id,
        transferGroup: intent.transferGroup ?? "",
        metadata: {},
        idempotencyKey: `transfer:${intent.id}`,
      }),
    ).rejects.toMatchObject({ status: 402, messageId: "CheckoutPage.chargeDisabledMessage" });
  });

  it("saves a card through a setup intent, makes it the default, and removes it", async () => {
    const customer = await processor.createCustomer({
      email: "koper@example.nl",
      name: "Koper",
      metadata: { userId: "u2" },
      idempotencyKey: `customer:${randomUUID()}`,
    });
    expect(await processor.defaultPaymentMethod(customer.id)).toBeNull();
    const setup = await processor.createSetupIntent({
      customer: customer.id,
      idempotencyKey: `setup:${randomUUID()}`,
    });
    expect(setup.status).toBe("requires_payment_method");
    const confirmed = await processor.confirmSetupIntent(
      setup.id,
      "pm_card_visa",
      "/account/payment-methods",
    );
    expect(confirmed.status).toBe("succeeded");
    const card = await processor.setDefaultPaymentMethod(customer.id, confirmed.paymentMethod!);
    expect(card).toMatchObject({ brand: "visa", last4Digits: "4242" });
    expect(await processor.defaultPaymentMethod(customer.id)).toEqual(card);
    await processor.detachPaymentMethod(card.id);
    expect(await processor.defaultPaymentMethod(customer.id)).toBeNull();
  });

  it("refuses a card without Stripe.js: no hosted card page, the banks still go", async () => {
    await expect(paid(1250, { redirect: "card" })).rejects.toMatchObject({
      messageId: "CheckoutPage.cardNeedsJavaScript",
    });
    expect((await paid(1250, { redirect: "ideal" })).nextActionUrl).toBeTruthy();
  });

  it("refuses an amount below Stripe's minimum as spec §8's amount too low, with Stripe's message", async () => {
    const failure = processor.createPaymentIntent({
      amount: 10,
      currency: "EUR",
      transferGroup: "g",
      metadata: {},
      idempotencyKey: `contract:${randomUUID()}`,
    });
    await expect(failure).rejects.toMatchObject({
      status: 402,
      messageId: "CheckoutPage.amountTooLowError",
      meta: { stripeMessage: "Amount must be at least €0.50 eur" },
    });
  });
});

describe("the Stripe adapter's failures (spec §8)", () => {
  it("logs the spec's code and carries Stripe's message to the API error", async () => {
    const logged: { code: string; stripeMessage: string | null }[] = [];
    const stripe = stripeAgainst(fake, (entry) => logged.push(entry));
    const failure = stripe.createAccount({
      country: "NL",
      accountType: "individual",
      email: "els@example.nl",
      bankAccountToken: "btok_doesnotexist",
      accountToken: "ct_doesnotexist",
      businessProfileUrl: "https://buurtoogst.nl/u/els",
      businessProfileMcc: "5734",
      capabilities: ["card_payments", "transfers"],
      metadata: {},
      idempotencyKey: `account:${randomUUID()}`,
    });
    await expect(failure).rejects.toMatchObject({
      code: "validation-invalid-params",
      messageId: "StripePaymentForm.stripe.invalidRequestError",
      meta: { stripeMessage: "No such token: 'ct_doesnotexist'" },
    });
    expect(logged).toEqual([
      expect.objectContaining({
        code: "create-stripe-account-failed",
        stripeMessage: "No such token: 'ct_doesnotexist'",
      }),
    ]);
    // An account Stripe does not know: a 404, logged under the account link's code.
    await expect(
      stripe.createAccountLink({
        account: "acct_doesnotexist",
        refreshUrl: "http://localhost:3000/a",
        returnUrl: "http://localhost:3000/b",
        type: "account_onboarding",
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(logged.at(-1)?.code).toBe("get-stripe-account-link-failed");
  });
});
