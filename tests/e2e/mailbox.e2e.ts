import http from "node:http";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../setup/app-server";

/** GET over plain HTTP, so the Host header and the address we connect to are ours to choose. */
function get(
  address: string,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: address, port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** An address of this machine that is not loopback: a request to it comes from "outside". */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

/**
 * A default install (production, no SMTP_URL) as a newcomer starts it: the outbox holds
 * everyone's reset links, so only the machine itself may read it (decision 022).
 */
describe("the mailbox of a default install", () => {
  let app: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    // No demo data: the newcomer signs up themselves, and the server starts in seconds.
    app = await startAppServer({
      purpose: "mailbox",
      env: { SMTP_URL: "", HOST: "0.0.0.0", SEED_ON_START: "false" },
    });
  }, 120_000);
  afterAll(async () => app?.stop());

  it("shows the newcomer on this machine their mail", async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: app.baseUrl },
        body: JSON.stringify(body),
      });
    const email = `newcomer-${Date.now().toString(36)}@example.test`;
    const signup = await post("/api/current_user/create", {
      email,
      firstName: "Sanne",
      lastName: "de Vries",
      password: "Wachtwoord123!",
    });
    expect(signup.status).toBe(201);
    expect((await post("/api/password_reset/request", { email })).status).toBe(200);
    const page = await get("127.0.0.1", app.port, "/dev/mailbox", {
      host: `localhost:${app.port}`,
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain("/verify-email?t=");
    expect(page.body).toContain("/reset-password?t=");
  });

  it("gives a request passed on by a proxy the 404 page, even right after a local reader", async () => {
    // Right after the local read above: the anonymous page cache must not hand that page on.
    const page = await get("127.0.0.1", app.port, "/dev/mailbox", {
      host: `localhost:${app.port}`,
      "x-forwarded-for": "203.0.113.7",
    });
    expect(page.status).toBe(404);
    expect(page.body).not.toContain("/reset-password?t=");
    expect(page.body).not.toContain("/verify-email?t=");
  });

  it.skipIf(!outsideAddress)(
    "gives an anonymous visitor from another machine the 404 page",
    async () => {
      const page = await get(outsideAddress!, app.port, "/dev/mailbox", {
        host: `${outsideAddress}:${app.port}`,
      });
      expect(page.status).toBe(404);
      expect(page.body).not.toContain("/reset-password?t=");
    },
  );
});
