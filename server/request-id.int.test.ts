import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../tests/setup/http-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("X-Request-Id", () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("is on every response, answered, refused or failed, and differs per request", async () => {
    const ok = await fetch(`${app.origin}/api/search/query`);
    const missing = await fetch(`${app.origin}/api/nothing-here`);
    // A cross-site POST is refused by the CSRF check before any route runs.
    const refused = await fetch(`${app.origin}/api/own_listings/create_draft`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(403);
    const ids = [ok, missing, refused].map((r) => r.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it("ignores an id the client sends", async () => {
    const res = await fetch(`${app.origin}/api/search/query`, {
      headers: { "X-Request-Id": "forged" },
    });
    expect(res.headers.get("x-request-id")).toMatch(UUID);
  });
});
