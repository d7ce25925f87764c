import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { mailboxExposure } from "./mailbox-access";

const trustProxy = (value?: string) =>
  parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told", () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy("")).toBe(false);
    expect(trustProxy("false")).toBe(false);
    expect(trustProxy("0")).toBe(false);
  });

  it("takes a number of hops or a list of addresses and ranges", () => {
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("loopback")).toEqual(["loopback"]);
    expect(trustProxy("loopback, 10.0.0.0/8,fd00::/8 ,192.168.1.1")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "192.168.1.1",
    ]);
  });

  it("refuses true (anyone could choose their address) and what is not an address", () => {
    expect(() => trustProxy("true")).toThrow(/TRUST_PROXY: true would let any client/);
    expect(() => trustProxy("proxy.example")).toThrow(/TRUST_PROXY: .*not proxy\.example/);
    expect(() => trustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy("99")).toThrow(/TRUST_PROXY/);
  });

  it("behind a configured proxy, the mailbox is for operators only", () => {
    expect(mailboxExposure(parseEnv({ NODE_ENV: "production", TRUST_PROXY: "loopback" }))).toBe(
      "operators",
    );
  });
});
