import { describe, expect, it } from "vitest";
import { nextPage, type PaginationLink, paginationLinks, prevPage } from "./pagination";

// Compact notation for assertions: "[5]" is the current page, "…" a gap.
function render(links: PaginationLink[]): string {
  return links
    .map((link) =>
      link.type === "gap" ? "…" : link.current ? `[${link.page}]` : String(link.page),
    )
    .join(" ");
}

describe("paginationLinks", () => {
  it("matches the spec example (5, 10)", () => {
    expect(paginationLinks(5, 10)).toEqual([
      { type: "page", page: 1, current: false },
      { type: "gap", key: "gap-1-4" },
      { type: "page", page: 4, current: false },
      { type: "page", page: 5, current: true },
      { type: "page", page: 6, current: false },
      { type: "gap", key: "gap-6-10" },
      { type: "page", page: 10, current: false },
    ]);
  });

  it.each([
    [1, 1, "[1]"],
    [1, 2, "[1] 2"],
    [2, 2, "1 [2]"],
    [1, 3, "[1] 2 3"],
    [2, 3, "1 [2] 3"],
    [3, 3, "1 2 [3]"],
    [1, 4, "[1] 2 … 4"],
    [2, 4, "1 [2] 3 4"],
    [3, 4, "1 2 [3] 4"],
    [4, 4, "1 … 3 [4]"],
    [1, 5, "[1] 2 … 5"],
    [2, 5, "1 [2] 3 … 5"],
    [3, 5, "1 2 [3] 4 5"],
    [4, 5, "1 … 3 [4] 5"],
    [5, 5, "1 … 4 [5]"],
    [5, 10, "1 … 4 [5] 6 … 10"],
    [3, 10, "1 2 [3] 4 … 10"],
    [4, 10, "1 … 3 [4] 5 … 10"],
    [8, 10, "1 … 7 [8] 9 10"],
    [9, 10, "1 … 8 [9] 10"],
    [10, 10, "1 … 9 [10]"],
    [50, 100, "1 … 49 [50] 51 … 100"],
  ])("(%d, %d) → %s", (current, total, expected) => {
    expect(render(paginationLinks(current, total))).toBe(expected);
  });

  it.each([0, -1, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, 0.5])(
    "returns [] for totalPages %d",
    (total) => {
      expect(paginationLinks(1, total)).toEqual([]);
    },
  );

  it("floors a fractional total", () => {
    expect(render(paginationLinks(1, 3.7))).toBe("[1] 2 3");
  });

  describe("out-of-range current page is clamped", () => {
    it.each([
      [0, 10, "[1] 2 … 10"],
      [-5, 10, "[1] 2 … 10"],
      [99, 10, "1 … 9 [10]"],
      [Number.POSITIVE_INFINITY, 10, "1 … 9 [10]"],
      [Number.NaN, 10, "[1] 2 … 10"],
      [4.9, 10, "1 … 3 [4] 5 … 10"],
    ])("(%d, %d) → %s", (current, total, expected) => {
      expect(render(paginationLinks(current, total))).toBe(expected);
    });
  });

  it("marks exactly one page as current", () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const links = paginationLinks(current, total);
        const currents = links.filter((l) => l.type === "page" && l.current);
        expect(currents).toEqual([{ type: "page", page: current, current: true }]);
      }
    }
  });

  it("always starts at 1, ends at total, ascends, and puts gaps only between skipped pages", () => {
    for (let total = 1; total <= 12; total++) {
      for (let current = 1; current <= total; current++) {
        const links = paginationLinks(current, total);
        expect(links[0]).toMatchObject({ type: "page", page: 1 });
        expect(links.at(-1)).toMatchObject({ type: "page", page: total });
        for (let i = 1; i < links.length; i++) {
          const prev = links[i - 1]!;
          const link = links[i]!;
          if (link.type === "page" && prev.type === "page") {
            expect(link.page).toBe(prev.page + 1);
          }
          if (link.type === "gap") {
            const next = links[i + 1]!;
            expect(prev.type).toBe("page");
            expect(next.type).toBe("page");
            if (prev.type === "page" && next.type === "page") {
              expect(next.page - prev.page).toBeGreaterThan(1);
            }
          }
        }
      }
    }
  });

  it("gives gaps unique keys", () => {
    const keys = paginationLinks(50, 100).flatMap((l) => (l.type === "gap" ? [l.key] : []));
    expect(keys).toEqual(["gap-1-49", "gap-51-100"]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("prevPage", () => {
  it.each([
    [1, 10, null],
    [2, 10, 1],
    [5, 10, 4],
    [10, 10, 9],
    [1, 1, null],
    [0, 10, null],
    [-3, 10, null],
    [99, 10, 9],
    [Number.NaN, 10, null],
    [3, 0, null],
    [3, Number.NaN, null],
  ])("(%d, %d) → %s", (current, total, expected) => {
    expect(prevPage(current, total)).toBe(expected);
  });
});

describe("nextPage", () => {
  it.each([
    [1, 10, 2],
    [5, 10, 6],
    [9, 10, 10],
    [10, 10, null],
    [1, 1, null],
    [0, 10, 2],
    [99, 10, null],
    [Number.NaN, 10, 2],
    [1, 0, null],
    [1, Number.POSITIVE_INFINITY, null],
  ])("(%d, %d) → %s", (current, total, expected) => {
    expect(nextPage(current, total)).toBe(expected);
  });
});
