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
