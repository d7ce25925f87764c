import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { describeMail, isLoopbackAddress, mailboxExposure, mayReadMailbox } from "./mailbox-access";

const headers = (values: Record<string, string> = {}) =>
  new Headers({ host: "localhost:3000", ...values });
const production = mailboxExposure(parseEnv({ NODE_ENV: "production" }));

describe("who may read the mailbox", () => {
  it("in a default production install: not an anonymous visitor from elsewhere", () => {
    expect(production).toBe("operators-and-this-machine");
    for (const peerAddress of ["203.0.113.7", "192.168.1.20", "::ffff:10.0.0.3", "2001:db8::1"]) {
      expect(
        mayReadMailbox(production, { peerAddress, headers: headers(), isOperator: false }),
      ).toBe(false);
    }
  });

  it("not a visitor whom a proxy on this machine passes on", () => {
    for (const proxied of <Record<string, string>[]>[
      { "x-forwarded-for": "203.0.113.7" },
      { forwarded: "for=203.0.113.7" },
      { "x-real-ip": "203.0.113.7" },
      { via: "1.1 nginx" },
    ]) {
      expect(
        mayReadMailbox(production, {
          peerAddress: "127.0.0.1",
          headers: headers(proxied),
          isOperator: false,
        }),
      ).toBe(false);
    }
  });

  it("not a page on another site pointed at 127.0.0.1 (its Host is not ours)", () => {
    expect(
      mayReadMailbox(production, {
        peerAddress: "127.0.0.1",
        headers: headers({ host: "evil.example:3000" }),
        isOperator: false,
      }),
    ).toBe(false);
  });

  it("the newcomer's own browser on this machine", () => {
    for (const [peerAddress, host] of [
      ["127.0.0.1", "localhost:3000"],
      ["::1", "localhost:3000"],
      ["::ffff:127.0.0.1", "127.0.0.1:3000"],
      ["::1", "[::1]:3000"],
    ] as const) {
      expect(
        mayReadMailbox(production, { peerAddress, headers: headers({ host }), isOperator: false }),
      ).toBe(true);
    }
  });

  it("an operator from anywhere", () => {
    expect(
      mayReadMailbox(production, {
        peerAddress: "203.0.113.7",
        headers: headers({ "x-forwarded-for": "1.2.3.4" }),
        isOperator: true,
      }),
    ).toBe(true);
  });

  it("nobody when mail goes over SMTP, everyone on the development server", () => {
    expect(mailboxExposure(parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://h:25" }))).toBe(
      "off",
    );
    expect(
      mayReadMailbox("off", { peerAddress: "127.0.0.1", headers: headers(), isOperator: true }),
    ).toBe(false);
    expect(mailboxExposure(parseEnv({ NODE_ENV: "development" }))).toBe("everyone");
  });

  it("recognises loopback addresses only", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("127.8.9.10")).toBe(true);
    expect(isLoopbackAddress("::1")).toBe(true);
    expect(isLoopbackAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("128.0.0.1")).toBe(false);
    expect(isLoopbackAddress("::ffff:10.0.0.1")).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  it("says at start where mail goes and who can read it", () => {
    const lines = describeMail(parseEnv({ NODE_ENV: "production", DATA_DIR: "/srv/data" }));
    expect(lines[0]).toContain("/srv/data/mail");
    expect(lines[1]).toMatch(/only for operators and for a browser on this machine/);
    expect(describeMail(parseEnv({ SMTP_URL: "smtp://h:25" }))).toEqual([
      "  Mail: sent over SMTP_URL",
      "  Mailbox page: off",
    ]);
  });
});
