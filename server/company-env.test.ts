import { describe, expect, it } from "vitest";
import { companyDetails } from "./company-env";
import { EnvError, envWarnings, parseEnv } from "./env";

const quiet = () => {};

describe("company details (About page)", () => {
  it("reads the configured KvK number, address and e-mail", () => {
    const env = parseEnv(
      {
        COMPANY_NAME: "Buurtoogst B.V.",
        COMPANY_KVK_NUMBER: "12 34.56 78",
        COMPANY_ADDRESS: "Oudegracht 123, 3511 AB Utrecht",
        COMPANY_EMAIL: "info@example.nl",
      },
      quiet,
    );
    expect(companyDetails(env)).toEqual({
      name: "Buurtoogst B.V.",
      kvkNumber: "12345678",
      addressLines: ["Oudegracht 123", "3511 AB Utrecht"],
      email: "info@example.nl",
    });
  });

  it("leaves out what is not set instead of inventing it", () => {
    expect(companyDetails(parseEnv({ COMPANY_KVK_NUMBER: "", COMPANY_ADDRESS: " " }))).toEqual({
      name: "Buurtoogst",
      kvkNumber: null,
      addressLines: [],
      email: "hallo@buurtoogst.nl",
    });
  });

  it("refuses a KvK number that is not eight digits, naming the variable", () => {
    expect(() => parseEnv({ COMPANY_KVK_NUMBER: "1234567" }, quiet)).toThrow(EnvError);
    expect(() => parseEnv({ COMPANY_KVK_NUMBER: "KVK12345678" }, quiet)).toThrow(
      /COMPANY_KVK_NUMBER: must be the 8 digits/,
    );
    expect(() => parseEnv({ COMPANY_EMAIL: "hallo" }, quiet)).toThrow(/COMPANY_EMAIL/);
  });

  it("warns in production when the KvK number or address is missing", () => {
    // An own webhook secret, so the only warning left is the company's (decision 064).
    const production = { NODE_ENV: "production", STRIPE_WEBHOOK_SECRET: "whsec_own_secret" };
    expect(envWarnings(parseEnv(production, quiet))).toEqual([
      "COMPANY_KVK_NUMBER and COMPANY_ADDRESS not set: the About page shows the company without them.",
    ]);
    const complete = parseEnv(
      { ...production, COMPANY_KVK_NUMBER: "12345678", COMPANY_ADDRESS: "Utrecht" },
      quiet,
    );
    expect(envWarnings(complete)).toEqual([]);
    expect(envWarnings(parseEnv({ NODE_ENV: "development" }))).toEqual([]);
  });
});
