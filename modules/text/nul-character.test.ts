import { describe, expect, it } from "vitest";
import { findNulCharacter } from "./nul-character";

describe("findNulCharacter", () => {
  it("finds a NUL in a value or a key, with its path", () => {
    expect(findNulCharacter({ a: "x", b: { c: ["ok", "bad\u0000"] } })).toEqual(["b", "c", 1]);
    expect(findNulCharacter({ "ke\u0000y": 1 })).toEqual(["ke\u0000y"]);
    expect(findNulCharacter("\u0000")).toEqual([]);
  });

  it("finds a lone surrogate, which jsonb refuses, but passes a pair (decision 064)", () => {
    expect(findNulCharacter({ a: { b: "x\ud800" } })).toEqual(["a", "b"]);
    expect(findNulCharacter(["\udc00y"])).toEqual([0]);
    expect(findNulCharacter(JSON.parse('{"k":"\\ud800"}'))).toEqual(["k"]);
    expect(findNulCharacter({ a: "tomaat 🍅" })).toBeNull();
  });

  it("passes values without one", () => {
    expect(findNulCharacter({ a: "x", b: [1, null, true, { c: "\u0001" }] })).toBeNull();
    expect(findNulCharacter(null)).toBeNull();
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    const depth = 100_000;
    const deep = JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`);
    const path = findNulCharacter(deep);
    expect(path).toHaveLength(depth);
  });
});
