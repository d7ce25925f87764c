import { describe, expect, it } from "vitest";
import { MESSAGE_MAIL_INTERVAL_MS, shouldMailRecipient } from "./mail-throttle";

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 9, minutes));

describe("shouldMailRecipient", () => {
  it("mails the first message of a conversation", () => {
    expect(shouldMailRecipient(null, at(0))).toBe(true);
    expect(shouldMailRecipient({ readAt: at(0), mailedAt: null }, at(1))).toBe(true);
  });

  it("mails once per 15 minutes while the conversation stays unread", () => {
    const state = { readAt: null, mailedAt: at(0) };
    expect(shouldMailRecipient(state, at(1))).toBe(false);
    expect(shouldMailRecipient(state, at(14))).toBe(false);
    expect(shouldMailRecipient(state, at(15))).toBe(true);
    expect(MESSAGE_MAIL_INTERVAL_MS).toBe(15 * 60_000);
  });

  it("mails again at once after the recipient read the conversation", () => {
    expect(shouldMailRecipient({ readAt: at(2), mailedAt: at(0) }, at(3))).toBe(true);
    // A read before the last mail does not count.
    expect(shouldMailRecipient({ readAt: at(0), mailedAt: at(1) }, at(3))).toBe(false);
  });
});
