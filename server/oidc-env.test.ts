import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";
import { oidcSettings } from "./oidc-env";

const google = {
  OIDC_ISSUER: "https://accounts.google.com",
  OIDC_CLIENT_ID: "client.apps.googleusercontent.com",
  OIDC_CLIENT_SECRET: "secret",
};

describe("OIDC settings (decision 086)", () => {
  it("are off when none is set", () => {
    expect(oidcSettings(parseEnv({}))).toBeNull();
  });

  it("give the provider, its name and the callback on APP_URL", () => {
    const env = parseEnv({ ...google, APP_URL: "https://buurtoogst.nl" });
    expect(oidcSettings(env)).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "client.apps.googleusercontent.com",
      clientSecret: "secret",
      name: "Google",
      redirectUri: "https://buurtoogst.nl/auth/oidc/callback",
    });
    expect(oidcSettings(parseEnv({ ...google, OIDC_NAME: "Mijn Provider" }))?.name).toBe(
      "Mijn Provider",
    );
  });

  it("refuse half a configuration, naming the variables", () => {
    expect(() => parseEnv({ OIDC_ISSUER: google.OIDC_ISSUER })).toThrow(EnvError);
    expect(() => parseEnv({ OIDC_CLIENT_ID: "x" })).toThrow(/OIDC_CLIENT_SECRET/);
  });

  it("refuse an issuer that is no URL, or plain http off this machine", () => {
    expect(() => parseEnv({ ...google, OIDC_ISSUER: "accounts.google.com" })).toThrow(
      /OIDC_ISSUER/,
    );
    expect(() => parseEnv({ ...google, OIDC_ISSUER: "http://idp.example.com" })).toThrow(
      /OIDC_ISSUER: must be an https/,
    );
    expect(oidcSettings(parseEnv({ ...google, OIDC_ISSUER: "http://127.0.0.1:4000" }))).not.toBe(
      null,
    );
  });
});
