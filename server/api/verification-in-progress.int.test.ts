import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "#modules/mail/server";
import { apiClient, startTestApp } from "../../tests/setup/http-app";
import { uniqueEmail } from "../../tests/setup/services";

// Spec §8 'Email verification already in progress': two resends at once (a double click, a
// second tab) send one mail; the other is refused with 409 and the catalogue's text. The mail
// server is held until both requests are in, so they really overlap.

const sent: MailMessage[] = [];
let held: Promise<void> | null = null;
let arrived: () => void = () => {};
const mailer = {
  async send(message: MailMessage) {
    if (held) {
      arrived();
      await held;
    }
    sent.push(message);
  },
};

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp({ mailer });
});
afterAll(() => app.close());

describe("email verification already in progress", () => {
  it("two concurrent resends: one is sent, the other is 409 'Er wordt al een bevestigingsmail verstuurd'", async () => {
    const client = apiClient(app.origin);
    const email = uniqueEmail("resend");
    const created = await client.call("POST", "/api/current_user/create", {
      email,
      firstName: "Els",
      lastName: "Peeters",
      password: "Wachtwoord123!",
    });
    expect(created.status).toBe(201);
    const before = sent.filter((m) => m.to === email).length;

    let release: () => void = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inMailer = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const first = client.call("POST", "/api/current_user/send_verification_email", {});
    await inMailer; // the first is mailing now
    const second = await client.call("POST", "/api/current_user/send_verification_email", {});
    release();
    held = null;

    expect(second.status).toBe(409);
    expect(second.json.errors[0]).toMatchObject({
      code: "email-verification-in-progress",
      title: "Er wordt al een bevestigingsmail verstuurd. Een ogenblik geduld.",
    });
    expect((await first).status).toBe(200);
    expect(sent.filter((m) => m.to === email).length).toBe(before + 1);

    // Once the first is done, asking again sends again.
    const third = await client.call("POST", "/api/current_user/send_verification_email", {});
    expect(third.status).toBe(200);
  });
});
