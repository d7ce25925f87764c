import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isAppError } from "#modules/errors";
import { testConnectedAccounts, users } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { clockedServices, testDb } from "../../tests/setup/services";
import type { PayoutFormInput } from "./schemas";

// Payout accounts in test mode (decision 078): the service, test mode's connected accounts, the
// webhook's account.updated (through the outbox, signed, as in production), the mails, the
// publishing guards and whose account is whose.

const setup = () => clockedServices("2031-03-02T09:00:00Z");

const form = (iban: string, over: Partial<PayoutFormInput> = {}): PayoutFormInput => ({
  country: "NL",
  accountType: "individual",
  companyName: "",
  accountHolderName: "Els Visser",
  businessProfileUrl: "",
  fields: { iban },
  ...over,
});

async function grower() {
  const row = await createUser(testDb(), { firstName: "Els", lastName: "Visser" });
  return { id: row.id, email: row.email };
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const connected = async (userId: string) =>
  (
    await testDb()
      .select({ c: users.stripeConnected, s: users.payoutState })
      .from(users)
      .where(eq(users.id, userId))
  )[0]!;

describe("payout accounts in test mode", () => {
  it("makes a verified connected account from the test IBAN: payment-connected, Stripe's fields", async () => {
    const { services, drain, mail } = setup();
    const els = await grower();
    expect(await connected(els.id)).toEqual({ c: false, s: "none" });
    const view = await services.payoutAccounts.save(els, form("NL91 ABNA 0417 1643 00"));
    expect(view.state).toBe("enabled");
    expect(view.account?.id).toMatch(/^acct_test_\w+$/);
    expect(view.account).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      bankLast4: "4300",
    });
    expect(await connected(els.id)).toEqual({ c: true, s: "enabled" });
    expect((await services.users.findById(els.id))?.stripeConnected).toBe(true);
    const [stripeSide] = await testDb()
      .select()
      .from(testConnectedAccounts)
      .where(eq(testConnectedAccounts.id, view.account!.id));
    expect(stripeSide).toMatchObject({
      businessProfileMcc: "5734",
      businessProfileUrl: `http://localhost:3000/u/${els.id}`,
      capabilities: ["card_payments", "transfers", "ideal_payments", "bancontact_payments"],
      email: els.email,
      metadata: { userId: els.id },
    });
    expect(stripeSide?.tosAcceptedAt).not.toBeNull();
    // account.updated reaches the webhook; nothing is due, so no mail.
    await drain();
    expect(await connected(els.id)).toEqual({ c: true, s: "enabled" });
    expect(mail.sent.filter((m) => m.to === els.email)).toEqual([]);
  });

  it("verification needed: not connected, mailed once; the account link's page completes it through the webhook", async () => {
    const { services, drain, mail } = setup();
    const els = await grower();
    const view = await services.payoutAccounts.save(els, form("NL31ABNA0000000002"));
    expect(view.state).toBe("verification_needed");
    expect(view.account?.requirements.currentlyDue).toEqual(["individual.verification.document"]);
    expect(await connected(els.id)).toEqual({ c: false, s: "verification_needed" });
    await drain();
    await drain();
    const mails = mail.sent.filter((m) => m.to === els.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("http://localhost:3000/account/payments");

    const link = await services.payoutAccounts.accountLink(els.id);
    expect(link).toMatch(
      new RegExp(
        `^/test-mode/onboarding/${view.account!.id}\\?return_url=.*%2Faccount%2Fpayments%2Fsuccess`,
      ),
    );
    await services.testPayments!.completeOnboarding(view.account!.id);
    // Only the event says so: the webhook path stores the new state.
    expect(await connected(els.id)).toEqual({ c: false, s: "verification_needed" });
    await drain();
    expect(await connected(els.id)).toEqual({ c: true, s: "enabled" });
  });

  it("verification failed: rejected, and the onboarding page cannot change that", async () => {
    const { services, drain } = setup();
    const els = await grower();
    const view = await services.payoutAccounts.save(els, form("NL04ABNA0000000003"));
    expect(view.state).toBe("rejected");
    await services.testPayments!.completeOnboarding(view.account!.id);
    await drain();
    expect(await connected(els.id)).toEqual({ c: false, s: "rejected" });
  });

  it("requirements arriving later: due keeps selling and mails once; past due stops it", async () => {
    const { services, drain, mail } = setup();
    const els = await grower();
    const { account } = await services.payoutAccounts.save(els, form("NL91ABNA0417164300"));
    await drain();
    await services.testPayments!.requireVerification(account!.id, ["individual.id_number"], false);
    await drain();
    expect(await connected(els.id)).toEqual({ c: true, s: "enabled" });
    // The same event twice, as webhooks come: still one mail.
    await services.payoutAccounts.onAccountChanged(account!.id);
    await drain();
    expect(mail.sent.filter((m) => m.to === els.email).map((m) => m.subject)).toEqual([
      "Je uitbetaalrekening heeft nog gegevens nodig",
    ]);
    await services.testPayments!.requireVerification(account!.id, ["individual.id_number"], true);
    await drain();
    expect(await connected(els.id)).toEqual({ c: false, s: "verification_needed" });
    expect(mail.sent.filter((m) => m.to === els.email)).toHaveLength(2);
  });

  it("refuses bad bank details with the spec's messages and makes no account", async () => {
    const { services } = setup();
    const els = await grower();
    const missing = await refusal(services.payoutAccounts.save(els, form("  ")));
    expect(missing.fields).toEqual({ iban: "StripeBankAccountTokenInputField.ibanRequired" });
    const noHolder = await refusal(
      services.payoutAccounts.save(els, form("NL91ABNA0417164300", { accountHolderName: " " })),
    );
    expect(noHolder.fields).toEqual({
      accountHolderName: "StripeConnectAccountForm.accountHolderNameRequired",
    });
    const checksum = await refusal(services.payoutAccounts.save(els, form("NL92ABNA0417164300")));
    expect(checksum.messageId).toBe("StripeBankAccountTokenInputField.genericStripeError");
    const country = await refusal(services.payoutAccounts.save(els, form("x", { country: "XX" })));
    expect(country.fields).toEqual({ country: "StripeConnectAccountForm.unsupportedCountry" });
    const company = await refusal(
      services.payoutAccounts.save(els, form("NL91ABNA0417164300", { accountType: "company" })),
    );
    expect(company.fields).toEqual({ companyName: "StripeConnectAccountForm.companyNameRequired" });
    expect((await services.payoutAccounts.view(els.id)).account).toBeNull();
  });

  it("keeps one account however many saves run at once, and an edit keeps it", async () => {
    const { services } = setup();
    const els = await grower();
    const saves = await Promise.all(
      [0, 1, 2].map(() => services.payoutAccounts.save(els, form("NL91ABNA0417164300"))),
    );
    // Every save answers with the one account stored as the grower's.
    const ids = new Set(saves.map((v) => v.account!.id));
    expect(ids.size).toBe(1);
    const [row] = await testDb().select().from(users).where(eq(users.id, els.id));
    expect(row?.stripeAccountId).toBe(saves[0]!.account!.id);
    const edited = await services.payoutAccounts.save(els, form("", { country: "DE" }));
    expect(edited.account!.id).toBe(saves[0]!.account!.id);
    expect(edited.details?.country).toBe("NL");
    expect(edited.account?.bankLast4).toBe("4300");
  });

  it("only ever touches the signed-in grower's own account", async () => {
    const { services } = setup();
    const els = await grower();
    const other = await grower();
    const { account } = await services.payoutAccounts.save(els, form("NL91ABNA0417164300"));
    // The other grower's view and link are their own (none yet), never Els's.
    expect((await services.payoutAccounts.view(other.id)).account).toBeNull();
    const link = await refusal(services.payoutAccounts.accountLink(other.id));
    expect(link.status).toBe(409);
    // Saving makes the other grower a new account; Els's stays hers.
    const theirs = await services.payoutAccounts.save(other, form("NL91ABNA0417164300"));
    expect(theirs.account!.id).not.toBe(account!.id);
    expect((await services.payoutAccounts.view(els.id)).account!.id).toBe(account!.id);
  });
});

describe("publishing guards (spec §6)", () => {
  it("a grower without payouts saves a priced draft but cannot publish it nor price a Gratis listing", async () => {
    const { services } = setup();
    const row = await createUser(testDb());
    const user = (await services.users.findById(row.id))!;
    expect(user.stripeConnected).toBe(false);
    const gratis = await createListing(testDb(), {
      authorId: user.id,
      state: "published",
      priceAmount: 0,
      currentStock: 3,
    });
    const pricing = { price: 250, stock: 3, minimumOrderFee: undefined };
    const refused = await refusal(services.ownListings.update(user, gratis.id, { pricing }));
    expect(refused.messageId).toBe("EditListingWizard.payoutNeededForPrice");
    expect((await services.ownListings.showOwn(user, gratis.id)).price?.amount).toBe(0);

    const draft = await createListing(testDb(), {
      authorId: user.id,
      state: "draft",
      priceAmount: 0,
    });
    const saved = await services.ownListings.update(user, draft.id, { pricing });
    expect(saved.price?.amount).toBe(250);
    const blocked = await refusal(services.ownListings.publishDraft(user, draft.id));
    expect(Object.keys(blocked.fields)).toContain("EditListingWizard.missingPayoutDetails");

    // Once payment-connected, the same save goes through.
    await services.payoutAccounts.save(
      { id: user.id, email: user.email },
      form("NL91ABNA0417164300"),
    );
    const now = (await services.users.findById(user.id))!;
    expect(now.stripeConnected).toBe(true);
    expect((await services.ownListings.update(now, gratis.id, { pricing })).price?.amount).toBe(
      250,
    );
  });

  it("a grower whose verification is needed or failed is told that, not to set up payouts", async () => {
    const { services } = setup();
    const pricing = { price: 250, stock: 3, minimumOrderFee: undefined };
    for (const [iban, state, publish, price] of [
      [
        "NL31ABNA0000000002",
        "verification_needed",
        "EditListingWizard.payoutVerificationNeeded",
        "EditListingWizard.payoutVerificationNeededForPrice",
      ],
      [
        "NL04ABNA0000000003",
        "rejected",
        "EditListingWizard.payoutVerificationFailed",
        "EditListingWizard.payoutVerificationFailedForPrice",
      ],
    ] as const) {
      const row = await createUser(testDb());
      const saved = await services.payoutAccounts.save(
        { id: row.id, email: row.email },
        form(iban),
      );
      expect(saved.state).toBe(state);
      const user = (await services.users.findById(row.id))!;
      const gratis = await createListing(testDb(), {
        authorId: user.id,
        state: "published",
        priceAmount: 0,
        currentStock: 3,
      });
      const refused = await refusal(services.ownListings.update(user, gratis.id, { pricing }));
      expect(refused.messageId).toBe(price);
      const draft = await createListing(testDb(), {
        authorId: user.id,
        state: "draft",
        priceAmount: 250,
      });
      expect(await services.ownListings.publishBlockers(user, draft.id)).toContain(publish);
      const blocked = await refusal(services.ownListings.publishDraft(user, draft.id));
      expect(Object.keys(blocked.fields)).toContain(publish);
      expect(Object.keys(blocked.fields)).not.toContain("EditListingWizard.missingPayoutDetails");
    }
  });
});
