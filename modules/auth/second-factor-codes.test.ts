import { describe, expect, it } from "vitest";
import { readTypedCode, recoveryCodeFrom } from "./second-factor-codes";

describe("the typed verification code", () => {
  it("reads six digits as the app's code, spaces and dashes aside", () => {
    expect(readTypedCode("123456")).toEqual({ kind: "totp", code: "123456" });
    expect(readTypedCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
    expect(readTypedCode("12345")).toBeNull();
    expect(readTypedCode("1234567")).toBeNull();
  });

  it("reads a recovery code whatever its case and dash", () => {
    expect(readTypedCode("ABCDE-FGHJK")).toEqual({ kind: "recovery", code: "abcdefghjk" });
    expect(readTypedCode("abcdefghjk")).toEqual({ kind: "recovery", code: "abcdefghjk" });
    // Look-alike characters are never in a code: a typed one is no code at all.
    expect(readTypedCode("abcde-fghj1")).toBeNull();
    expect(readTypedCode("")).toBeNull();
  });
});

describe("recovery codes", () => {
  it("are two groups of five from the alphabet, and read back as recovery codes", () => {
    const code = recoveryCodeFrom(Uint8Array.from([0, 1, 2, 3, 4, 250, 251, 252, 253, 254]));
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(readTypedCode(code)).toEqual({ kind: "recovery", code: code.replace("-", "") });
  });

  it("differ for different bytes", () => {
    const a = recoveryCodeFrom(new Uint8Array(10).fill(1));
    const b = recoveryCodeFrom(new Uint8Array(10).fill(2));
    expect(a).not.toBe(b);
  });
});
