import { describe, expect, it } from "vitest";
import { EnvError, mailboxEnabled, parseEnv, publicConfig } from "./env";

describe("parseEnv", () => {
  it("applies defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_ON_START).toBe(true);
  });

  it("derives APP_URL from PORT when it is not set, so links follow the port", () => {
    expect(parseEnv({ PORT: "3998" }).APP_URL).toBe("http://localhost:3998");
    expect(parseEnv({ PORT: "3998", APP_URL: "https://buurtoogst.nl" }).APP_URL).toBe(
      "https://buurtoogst.nl",
    );
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ PORT: "lots" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "lots" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => parseEnv({ SEED_ON_START: "yes" })).toThrow(/SEED_ON_START/);
  });

  it("refuses the README's webhook secret in production on a public address (decision 064)", () => {
    const production = { NODE_ENV: "production", APP_URL: "https://buurtoogst.nl" };
    expect(() => parseEnv(production)).toThrow(EnvError);
    expect(() => parseEnv(production)).toThrow(/STRIPE_WEBHOOK_SECRET: is the published default/);
    expect(() =>
      parseEnv({ ...production, STRIPE_WEBHOOK_SECRET: "whsec_buurtoogst_test_mode" }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const warnings: string[] = [];
    const own = parseEnv({ ...production, STRIPE_WEBHOOK_SECRET: "whsec_0123456789abcdef" }, (w) =>
      warnings.push(w),
    );
    expect(own.STRIPE_WEBHOOK_SECRET).toBe("whsec_0123456789abcdef");
    expect(warnings.join()).not.toContain("STRIPE_WEBHOOK_SECRET");
    // `npm start` tried on this machine keeps working, with a word about it.
    const local = parseEnv({ NODE_ENV: "production", PORT: "3998" }, (w) => warnings.push(w));
    expect(local.APP_URL).toBe("http://localhost:3998");
    expect(warnings.join()).toContain("STRIPE_WEBHOOK_SECRET is the published default");
    // Development and tests keep the default.
    expect(parseEnv({ APP_URL: "https://buurtoogst.nl" }).STRIPE_WEBHOOK_SECRET).toBe(
      "whsec_buurtoogst_test_mode",
    );
  });

  it("treats empty optional values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });

  it("turns the mailbox on only without SMTP unless told otherwise", () => {
    expect(mailboxEnabled(parseEnv({}))).toBe(true);
    expect(mailboxEnabled(parseEnv({ SMTP_URL: "smtp://localhost:25" }))).toBe(false);
    expect(mailboxEnabled(parseEnv({ SMTP_URL: "smtp://localhost:25", DEV_MAILBOX: "true" }))).toBe(
      true,
    );
  });

  it("exposes no secrets to the browser", () => {
    const config = publicConfig(
      parseEnv({ DATABASE_URL: "postgres://u:secret@h/db", SMTP_URL: "smtp://u:secret@h:25" }),
    );
    expect(JSON.stringify(config)).not.toContain("secret");
  });
});
