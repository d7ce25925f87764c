import { describe, expect, it } from "vitest";
import { sanitizeUserData, sanitizeUserText } from "./user-text";

describe("sanitizeUserText", () => {
  it.each([
    ["<script>alert(1)</script>", "＜script＞alert(1)＜/script＞"],
    ["<", "＜"],
    [">", "＞"],
    ["<<>>", "＜＜＞＞"],
    ["a < b > c", "a ＜ b ＞ c"],
    ["<img src=x onerror=alert(1)>", "＜img src=x onerror=alert(1)＞"],
    ["", ""],
    ["Verse tomaten", "Verse tomaten"],
    ['Tom & Jerry\'s "moestuin"', 'Tom & Jerry\'s "moestuin"'],
    ["&lt;b&gt;", "&lt;b&gt;"],
    ["🍅 <3", "🍅 ＜3"],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeUserText(input)).toBe(expected);
  });

  it("uses U+FF1C and U+FF1E", () => {
    expect(sanitizeUserText("<>")).toBe("\uFF1C\uFF1E");
  });

  it("leaves no ASCII angle brackets behind", () => {
    expect(sanitizeUserText("<".repeat(1000) + ">".repeat(1000))).not.toMatch(/[<>]/);
  });

  it("is idempotent", () => {
    const once = sanitizeUserText("<b>vet</b>");
    expect(sanitizeUserText(once)).toBe(once);
  });
});

describe("sanitizeUserData", () => {
  it("sanitizes a bare string", () => {
    expect(sanitizeUserData("<b>")).toBe("＜b＞");
  });

  it.each([42, 0, -1.5, Number.NaN, true, false, null, undefined, 10n])(
    "returns primitive %s unchanged",
    (value) => {
      expect(sanitizeUserData(value)).toBe(value);
    },
  );

  it("sanitizes strings in nested objects and arrays", () => {
    const input = {
      title: "<b>Tomaten</b>",
      price: 1250,
      organic: true,
      note: null,
      missing: undefined,
      tags: ["<i>", "vers", 3, ["<u>", { deep: ">" }]],
      seller: { name: "Jan <jan@example.nl>", address: { city: "<Utrecht>" } },
    };
    expect(sanitizeUserData(input)).toEqual({
      title: "＜b＞Tomaten＜/b＞",
      price: 1250,
      organic: true,
      note: null,
      missing: undefined,
      tags: ["＜i＞", "vers", 3, ["＜u＞", { deep: "＞" }]],
      seller: { name: "Jan ＜jan@example.nl＞", address: { city: "＜Utrecht＞" } },
    });
  });

  it("does not mutate the input", () => {
    const input = { title: "<b>", list: ["<i>"], nested: { text: "<u>" } };
    const snapshot = structuredClone(input);
    const output = sanitizeUserData(input);
    expect(input).toEqual(snapshot);
    expect(output).not.toBe(input);
    expect(output.list).not.toBe(input.list);
    expect(output.nested).not.toBe(input.nested);
  });

  it("returns a fresh copy even when nothing needs sanitizing", () => {
    const input = { a: "plain", b: [1, 2] };
    const output = sanitizeUserData(input);
    expect(output).toEqual(input);
    expect(output).not.toBe(input);
  });

  it("leaves Dates untouched (same instance)", () => {
    const date = new Date("2024-05-01T10:00:00Z");
    const output = sanitizeUserData({ pickedAt: date, label: "<x>" });
    expect(output.pickedAt).toBe(date);
    expect(output.label).toBe("＜x＞");
  });

  it("leaves class instances, Maps and Sets untouched", () => {
    class Harvest {
      name = "<oogst>";
    }
    const harvest = new Harvest();
    const map = new Map([["k", "<v>"]]);
    const set = new Set(["<s>"]);
    const output = sanitizeUserData({ harvest, map, set });
    expect(output.harvest).toBe(harvest);
    expect(output.harvest.name).toBe("<oogst>");
    expect(output.map).toBe(map);
    expect(output.set).toBe(set);
  });

  it("leaves object keys alone", () => {
    expect(sanitizeUserData({ "<key>": "<value>" })).toEqual({ "<key>": "＜value＞" });
  });

  it("handles arrays at the top level", () => {
    expect(sanitizeUserData(["<a>", 1, null, { b: "<b>" }])).toEqual([
      "＜a＞",
      1,
      null,
      { b: "＜b＞" },
    ]);
  });

  it("handles empty containers", () => {
    expect(sanitizeUserData({})).toEqual({});
    expect(sanitizeUserData([])).toEqual([]);
  });

  it("keeps null-prototype objects null-prototype", () => {
    const input: Record<string, unknown> = Object.create(null);
    input.text = "<x>";
    const output = sanitizeUserData(input);
    expect(Object.getPrototypeOf(output)).toBeNull();
    expect(output.text).toBe("＜x＞");
  });

  it("keeps a JSON __proto__ key as data instead of changing the prototype", () => {
    const input = JSON.parse('{"__proto__": {"polluted": "<yes>"}, "ok": "<ok>"}');
    const output = sanitizeUserData(input);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.hasOwn(output, "__proto__")).toBe(true);
    expect(Object.getOwnPropertyDescriptor(output, "__proto__")?.value).toEqual({
      polluted: "＜yes＞",
    });
    expect(output.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("survives cycles and keeps shared references shared", () => {
    const shared = { text: "<shared>" };
    const input: Record<string, unknown> = { a: shared, b: shared };
    input.self = input;
    const output = sanitizeUserData(input);
    expect(output.self).toBe(output);
    expect(output.a).toBe(output.b);
    expect(output.a).toEqual({ text: "＜shared＞" });
    expect(output.a).not.toBe(shared);
  });

  it("ignores symbol and non-enumerable keys", () => {
    const symbol = Symbol("s");
    const input = { [symbol]: "<s>", visible: "<v>" };
    Object.defineProperty(input, "hidden", { value: "<h>", enumerable: false });
    const output = sanitizeUserData(input);
    expect(Object.getOwnPropertySymbols(output)).toEqual([]);
    expect(Object.keys(output)).toEqual(["visible"]);
  });
});
