import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testDb } from "../../tests/setup/services";
import { createTestAccounts } from "./test-accounts.server";

const now = () => new Date("2040-06-01T10:00:00Z");

describe("test mode's connected accounts", () => {
  it("answer two requests with one idempotency key, sent at once, with one account", async () => {
    const { connect } = createTestAccounts({ db: testDb(), now });
    const bank = await connect.createBankAccountToken({
      country: "NL",
      currency: "EUR",
      accountHolderName: "Tuin van Els",
      accountHolderType: "individual",
      fields: { iban: "NL91ABNA0417164300" },
    });
    const token = await connect.createAccountToken({ accountType: "individual" });
    const input = {
      country: "NL",
      accountType: "individual" as const,
      email: `els-${randomUUID()}@example.nl`,
      bankAccountToken: bank.id,
      accountToken: token.id,
      businessProfileUrl: "https://buurtoogst.nl/u/els",
      businessProfileMcc: "5734",
      capabilities: ["card_payments", "transfers"],
      metadata: { userId: "u1" },
      idempotencyKey: `account:${randomUUID()}`,
    };
    const [first, second] = await Promise.all([
      connect.createAccount(input),
      connect.createAccount(input),
    ]);
    expect(second.id).toBe(first.id);
  });
});
