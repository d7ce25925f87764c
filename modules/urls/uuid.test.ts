import { describe, expect, it } from "vitest";
import { isUuid, NIL_UUID } from "./uuid";

describe("NIL_UUID", () => {
  it("is all zeros in canonical form", () => {
    expect(NIL_UUID).toBe("00000000-0000-0000-0000-000000000000");
    expect(isUuid(NIL_UUID)).toBe(true);
  });
});

describe("isUuid", () => {
  it.each([
    "123e4567-e89b-12d3-a456-426614174000", // v1
    "6ba7b810-9dad-31d1-80b4-00c04fd430c8", // v3
    "f47ac10b-58cc-4372-a567-0e02b2c3d479", // v4
    "2ed6657d-e927-568b-95e1-2665a8aea6a2", // v5
    "1ef21d2f-1207-6660-8c4f-419efbd44d48", // v6
    "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", // v7
    "00000000-0000-0000-0000-000000000000", // nil
    "ffffffff-ffff-ffff-ffff-ffffffffffff", // max
    "F47AC10B-58CC-4372-A567-0E02B2C3D479", // uppercase
    "f47AC10b-58cC-4372-a567-0E02b2c3d479", // mixed case
    "12345678-1234-1234-1234-123456789abc", // no version nibble
  ])("accepts %s", (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    "",
    "not-a-uuid",
    "f47ac10b58cc4372a5670e02b2c3d479", // no hyphens
    "{f47ac10b-58cc-4372-a567-0e02b2c3d479}", // braces
    "urn:uuid:f47ac10b-58cc-4372-a567-0e02b2c3d479",
    " f47ac10b-58cc-4372-a567-0e02b2c3d479",
    "f47ac10b-58cc-4372-a567-0e02b2c3d479 ",
    "f47ac10b-58cc-4372-a567-0e02b2c3d479\n",
    "f47ac10b-58cc-4372-a567-0e02b2c3d47", // too short
    "f47ac10b-58cc-4372-a567-0e02b2c3d4790", // too long
    "f47ac10b-58cc-4372-a5670-e02b2c3d479", // misplaced hyphen
    "f47ac10b-58cc-4372-a567_0e02b2c3d479",
    "g47ac10b-58cc-4372-a567-0e02b2c3d479", // non-hex
    "f47ac10b-58cc-4372-a567-0e02b2c3d47z",
    "f47ac10b-58cc-4372-a567-0e02b2c3d4７9", // fullwidth digit
    "f47ac10b-58cc-4372-a567-0e02b2c3d479-0000",
  ])("rejects %j", (value) => {
    expect(isUuid(value)).toBe(false);
  });

  it.each([
    null,
    undefined,
    0,
    123,
    true,
    {},
    [],
    ["f47ac10b-58cc-4372-a567-0e02b2c3d479"],
    new String("f47ac10b-58cc-4372-a567-0e02b2c3d479"),
  ])("rejects non-string %j", (value) => {
    expect(isUuid(value)).toBe(false);
  });

  it("narrows unknown to string", () => {
    const value: unknown = "f47ac10b-58cc-4372-a567-0e02b2c3d479";
    if (isUuid(value)) {
      expect(value.toUpperCase()).toBe("F47AC10B-58CC-4372-A567-0E02B2C3D479");
    } else {
      expect.unreachable();
    }
  });

  it("accepts crypto.randomUUID output", () => {
    for (let i = 0; i < 50; i++) expect(isUuid(crypto.randomUUID())).toBe(true);
  });
});
