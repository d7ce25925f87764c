import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../tests/setup/http-app";
import { post } from "../tests/setup/stream-post";

const MB = 1024 * 1024;

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("request body limits in the app", () => {
  it("refuses a 50 MB login form at once while a parallel request is served", async () => {
    const started = Date.now();
    const big = post(app.origin, "/login", 50 * MB, {
      headers: { Origin: app.origin, "Accept-Language": "en" },
    });
    const chunked = post(app.origin, "/profile-settings", 50 * MB, {
      chunked: true,
      headers: { Origin: app.origin },
    });
    // A request for the API while both big posts are under way.
    const other = fetch(`${app.origin}/api/auth/info`).then(async (res) => ({
      status: res.status,
      ms: Date.now() - started,
      json: await res.json(),
    }));
    const [refused, refusedChunked, served] = await Promise.all([big, chunked, other]);
    expect(refused.status).toBe(413);
    expect(refused.body).toContain("too large");
    expect(refusedChunked.status).toBe(413);
    expect(refusedChunked.sent).toBeLessThan(10 * MB);
    expect(served.status).toBe(200);
    expect(served.json.data.isAnonymous).toBe(true);
    expect(served.ms).toBeLessThan(1000);
  });

  it("refuses an oversize JSON body with the API error shape", async () => {
    const refused = await post(app.origin, "/api/auth/login", 200 * 1024, {
      headers: { Origin: app.origin, "Content-Type": "application/json" },
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).errors[0]).toMatchObject({
      status: 413,
      code: "request-upload-over-limit",
    });
  });
});
