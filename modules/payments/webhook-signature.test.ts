import { describe, expect, it } from "vitest";
import { signPayload, verifySignature } from "./webhook-signature";

const secret = "whsec_test";
const at = new Date("2026-05-04T10:00:00Z");
const body = JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded" });

describe("webhook signature (Stripe's scheme)", () => {
  it("accepts its own signature within five minutes", () => {
    const header = signPayload(body, secret, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(body, header, secret, new Date(at.getTime() + 299_000))).toEqual({
      ok: true,
    });
  });

  it("matches Stripe's documented construction: HMAC-SHA256 of t.payload", async () => {
    const { createHmac } = await import("node:crypto");
    const t = Math.floor(at.getTime() / 1000);
    const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(verifySignature(body, `t=${t},v1=deadbeef,v1=${v1}`, secret, at)).toEqual({ ok: true });
  });

  it("refuses a changed body, another secret, a missing or malformed header, an old one", () => {
    const header = signPayload(body, secret, at);
    expect(verifySignature(`${body} `, header, secret, at)).toMatchObject({ reason: "mismatch" });
    expect(verifySignature(body, header, "whsec_other", at)).toMatchObject({ reason: "mismatch" });
    expect(verifySignature(body, undefined, secret, at)).toMatchObject({ reason: "missing" });
    expect(verifySignature(body, "v1=abc", secret, at)).toMatchObject({ reason: "malformed" });
    expect(verifySignature(body, header, secret, new Date(at.getTime() + 301_000))).toMatchObject({
      reason: "too-old",
    });
  });
});
