import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { testServices, tokenFrom, uniqueEmail } from "../../tests/setup/services";

const password = "Wachtwoord123!";
/** A client address of its own per call, so no test meets another's rate limits. */
const someIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;
const signupInput = (email: string) => ({
  email,
  firstName: "Sanne",
  lastName: "de Vries",
  password,
});

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

describe("signup", () => {
  it("creates an unverified user, logs in and mails a verification link", async () => {
    const { services, mail } = testServices();
    const email = uniqueEmail("signup");
    const { user, session } = await services.auth.signup(signupInput(email), "nl");
    expect(user.emailVerified).toBe(false);
    expect(user.displayName).toBe("Sanne de Vries");
    expect(session.token.length).toBeGreaterThanOrEqual(43);
    expect((await services.auth.resolveSession(session.token))?.id).toBe(user.id);
    const message = mail.lastTo(email);
    expect(message?.subject).toContain("Bevestig");
    expect(message?.text).toContain("http://localhost:3000/verify-email?t=");
  });

  it("still creates and logs in the user when the mail server is down", async () => {
    const down = {
      async send() {
        throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      },
    };
    const { services } = testServices({ mailer: down });
    const { user, session } = await services.auth.signup(signupInput(uniqueEmail("nomail")), "nl");
    expect((await services.auth.resolveSession(session.token))?.id).toBe(user.id);
    // Asking for the link again reports the failure, so /confirm can show it.
    await expect(services.auth.sendVerificationEmail(user.id)).rejects.toThrow("ECONNREFUSED");
  });

  it("refuses a taken e-mail address, whatever its case", async () => {
    const { services } = testServices();
    const email = uniqueEmail("taken");
    await services.auth.signup(signupInput(email), "nl");
    await expectAppError(
      services.auth.signup(signupInput(email.toUpperCase()), "nl"),
      "email-taken",
    );
  });

  it("replaces < and > in names", async () => {
    const { services } = testServices();
    const { user } = await services.auth.signup(
      { ...signupInput(uniqueEmail("xss")), firstName: "<script>" },
      "en",
    );
    expect(user.firstName).toBe("＜script＞");
  });
});

describe("login and sessions", () => {
  it("logs in with the right password and issues a new token each time", async () => {
    const { services } = testServices();
    const email = uniqueEmail("login");
    await services.auth.signup(signupInput(email), "nl");
    const first = await services.auth.login({ email, password }, "127.0.0.1");
    const second = await services.auth.login({ email, password }, "127.0.0.1");
    expect(first.session.token).not.toBe(second.session.token);
  });

  it("rejects a wrong password and an unknown e-mail with the same error", async () => {
    const { services } = testServices();
    const email = uniqueEmail("wrong");
    await services.auth.signup(signupInput(email), "nl");
    await expectAppError(
      services.auth.login({ email, password: "nope-nope" }, "1.1.1.1"),
      "invalid-credentials",
    );
    await expectAppError(
      services.auth.login({ email: uniqueEmail("nobody"), password }, "1.1.1.1"),
      "invalid-credentials",
    );
  });

  it("rate-limits repeated attempts for one e-mail and address", async () => {
    const { services } = testServices({ loginRateLimit: 3 });
    const email = uniqueEmail("limit");
    await services.auth.signup(signupInput(email), "nl");
    for (let i = 0; i < 3; i++) {
      await expectAppError(
        services.auth.login({ email, password: "bad-password" }, "9.9.9.9"),
        "invalid-credentials",
      );
    }
    await expectAppError(services.auth.login({ email, password }, "9.9.9.9"), "too-many-requests");
  });

  it("ends the session on logout", async () => {
    const { services } = testServices();
    const { session } = await services.auth.signup(signupInput(uniqueEmail("logout")), "nl");
    await services.auth.logout(session.token);
    expect(await services.auth.resolveSession(session.token)).toBeNull();
  });

  it("ignores unknown and expired sessions", async () => {
    let now = new Date("2026-01-01T00:00:00Z");
    const { services } = testServices({ now: () => now });
    const { session } = await services.auth.signup(signupInput(uniqueEmail("expire")), "nl");
    expect(await services.auth.resolveSession("not-a-token")).toBeNull();
    now = new Date("2026-03-01T00:00:00Z");
    expect(await services.auth.resolveSession(session.token)).toBeNull();
  });
});

describe("e-mail verification", () => {
  it("verifies once with the mailed token", async () => {
    const { services, mail } = testServices();
    const email = uniqueEmail("verify");
    await services.auth.signup(signupInput(email), "nl");
    const token = tokenFrom(mail.lastTo(email)!.text);
    const user = await services.auth.verifyEmail(token);
    expect(user?.emailVerified).toBe(true);
    await expectAppError(services.auth.verifyEmail(token), "invalid-token");
  });

  it("refuses an expired token", async () => {
    let now = new Date();
    const { services, mail } = testServices({ now: () => now });
    const email = uniqueEmail("late");
    await services.auth.signup(signupInput(email), "nl");
    now = new Date(now.getTime() + 25 * 3600 * 1000);
    await expectAppError(
      services.auth.verifyEmail(tokenFrom(mail.lastTo(email)!.text)),
      "invalid-token",
    );
  });

  it("sends at most 5 verification mails a day", async () => {
    const { services, mail } = testServices();
    const email = uniqueEmail("five");
    const { user } = await services.auth.signup(signupInput(email), "nl");
    for (let i = 0; i < 4; i++) await services.auth.sendVerificationEmail(user.id);
    expect(mail.sent.filter((m) => m.to === email)).toHaveLength(5);
    await expectAppError(
      services.auth.sendVerificationEmail(user.id),
      "email-too-many-verification-requests",
    );
  });

  it("does not verify a changed address with a link sent to the old one", async () => {
    const { services, mail } = testServices();
    const email = uniqueEmail("old");
    const { user } = await services.auth.signup(signupInput(email), "nl");
    const oldToken = tokenFrom(mail.lastTo(email)!.text);
    await services.auth.changeEmail(user.id, uniqueEmail("new"), password);
    await expectAppError(services.auth.verifyEmail(oldToken), "invalid-token");
  });
});

describe("password recovery and change", () => {
  it("resets once with the mailed token and ends all sessions", async () => {
    const { services, mail } = testServices();
    const email = uniqueEmail("reset");
    const { session } = await services.auth.signup(signupInput(email), "nl");
    await services.auth.requestPasswordReset(email, someIp());
    const token = tokenFrom(mail.lastTo(email)!.text);
    await services.auth.resetPassword(token, "NieuwWachtwoord1");
    expect(await services.auth.resolveSession(session.token)).toBeNull();
    await expectAppError(services.auth.resetPassword(token, "AnderWachtwoord2"), "invalid-token");
    await expect(
      services.auth.login({ email, password: "NieuwWachtwoord1" }, "2.2.2.2"),
    ).resolves.toBeTruthy();
  });

  it("tells when the e-mail is unknown", async () => {
    const { services } = testServices();
    await expectAppError(
      services.auth.requestPasswordReset(uniqueEmail("ghost"), someIp()),
      "email-not-found",
    );
  });

  it("changes the password only with the current one and keeps this session", async () => {
    const { services } = testServices();
    const email = uniqueEmail("change");
    const { user, session } = await services.auth.signup(signupInput(email), "nl");
    const other = await services.auth.login({ email, password }, "3.3.3.3");
    await expectAppError(
      services.auth.changePassword(user.id, "wrong-one", "NieuwWachtwoord1"),
      "invalid-credentials",
    );
    await services.auth.changePassword(user.id, password, "NieuwWachtwoord1", session.token);
    expect(await services.auth.resolveSession(session.token)).not.toBeNull();
    expect(await services.auth.resolveSession(other.session.token)).toBeNull();
  });

  it("changes the e-mail only with the current password and marks it unverified", async () => {
    const { services } = testServices();
    const email = uniqueEmail("mail");
    const { user } = await services.auth.signup(signupInput(email), "nl");
    const taken = uniqueEmail("taken2");
    await services.auth.signup(signupInput(taken), "nl");
    await expectAppError(
      services.auth.changeEmail(user.id, uniqueEmail("x"), "wrong-one"),
      "invalid-credentials",
    );
    await expectAppError(services.auth.changeEmail(user.id, taken, password), "email-taken");
    const newEmail = uniqueEmail("changed");
    const updated = await services.auth.changeEmail(user.id, newEmail, password);
    expect(updated?.email).toBe(newEmail);
    expect(updated?.emailVerified).toBe(false);
  });
});

describe("links mailed earlier die when the password or e-mail changes", () => {
  async function userWithResetLink(label: string) {
    const { services, mail } = testServices();
    const email = uniqueEmail(label);
    const { user, session } = await services.auth.signup(signupInput(email), "nl");
    await services.auth.requestPasswordReset(email, someIp());
    return { services, mail, email, user, session, token: tokenFrom(mail.lastTo(email)!.text) };
  }

  it("a reset link stops working once another reset link was used", async () => {
    const { services, mail, email, token: first } = await userWithResetLink("two-links");
    await services.auth.requestPasswordReset(email, someIp());
    const second = tokenFrom(mail.lastTo(email)!.text);
    expect(second).not.toBe(first);
    await services.auth.resetPassword(second, "NieuwWachtwoord1");
    await expectAppError(
      services.auth.resetPassword(first, "AanvallerWachtwoord1"),
      "invalid-token",
    );
    await expect(
      services.auth.login({ email, password: "NieuwWachtwoord1" }, "4.4.4.4"),
    ).resolves.toBeTruthy();
  });

  it("a reset link stops working after a password change", async () => {
    const { services, user, session, token } = await userWithResetLink("pw-change");
    await services.auth.changePassword(user.id, password, "NieuwWachtwoord1", session.token);
    await expectAppError(
      services.auth.resetPassword(token, "AanvallerWachtwoord1"),
      "invalid-token",
    );
  });

  it("a reset link mailed to the old address stops working after an e-mail change; the new address's verification link works", async () => {
    const { services, mail, user, token } = await userWithResetLink("mail-change");
    const newEmail = uniqueEmail("mail-changed");
    await services.auth.changeEmail(user.id, newEmail, password);
    await expectAppError(
      services.auth.resetPassword(token, "AanvallerWachtwoord1"),
      "invalid-token",
    );
    const verified = await services.auth.verifyEmail(tokenFrom(mail.lastTo(newEmail)!.text));
    expect(verified?.emailVerified).toBe(true);
  });

  it("a verification link stops working after a reset", async () => {
    const { services, mail, email, token } = await userWithResetLink("verify-after-reset");
    const verification = tokenFrom(mail.sent.find((m) => m.to === email)!.text);
    await services.auth.resetPassword(token, "NieuwWachtwoord1");
    await expectAppError(services.auth.verifyEmail(verification), "invalid-token");
  });
});

describe("limits on guessing and on recovery mail", () => {
  it("limits failed logins per address across e-mails", async () => {
    const { services } = testServices({ loginRateLimit: 10, loginIpRateLimit: 3 });
    const ip = someIp();
    const email = uniqueEmail("ip-limit");
    await services.auth.signup(signupInput(email), "nl");
    for (let i = 0; i < 3; i++) {
      await expectAppError(
        services.auth.login({ email: uniqueEmail(`guess${i}`), password: "guess-guess" }, ip),
        "invalid-credentials",
      );
    }
    // A fourth account, even with the right password, waits from this address; not from another.
    await expectAppError(services.auth.login({ email, password }, ip), "too-many-requests");
    await expect(services.auth.login({ email, password }, someIp())).resolves.toBeTruthy();
  });

  it("does not count successful logins against the address", async () => {
    const { services } = testServices({ loginIpRateLimit: 2 });
    const email = uniqueEmail("ip-ok");
    await services.auth.signup(signupInput(email), "nl");
    const ip = someIp();
    for (let i = 0; i < 4; i++) {
      await expect(services.auth.login({ email, password }, ip)).resolves.toBeTruthy();
    }
  });

  it("sends at most 5 reset mails an hour to one address, then 'too many'", async () => {
    let now = new Date("2026-04-01T10:00:00Z");
    const { services, mail } = testServices({ now: () => now });
    const email = uniqueEmail("reset-limit");
    await services.auth.signup(signupInput(email), "nl");
    for (let i = 0; i < 5; i++) {
      await services.auth.requestPasswordReset(email, someIp());
    }
    await expectAppError(
      services.auth.requestPasswordReset(email.toUpperCase(), someIp()),
      "too-many-requests",
    );
    expect(mail.sent.filter((m) => m.to === email && /wachtwoord/i.test(m.subject))).toHaveLength(
      5,
    );
    now = new Date("2026-04-01T11:00:01Z");
    await expect(services.auth.requestPasswordReset(email, someIp())).resolves.toBeUndefined();
  });

  it("limits reset requests per client address, whether the e-mail is known or not", async () => {
    const { services } = testServices();
    const ip = someIp();
    for (let i = 0; i < 20; i++) {
      await expectAppError(
        services.auth.requestPasswordReset(uniqueEmail(`ghost${i}`), ip),
        "email-not-found",
      );
    }
    await expectAppError(
      services.auth.requestPasswordReset(uniqueEmail("ghost"), ip),
      "too-many-requests",
    );
  });
});
