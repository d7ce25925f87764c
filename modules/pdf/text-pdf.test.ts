import { describe, expect, it } from "vitest";
import { textPdf, textWidth, toWinAnsi } from "./text-pdf";

/**
 * Reads a PDF as this writer makes it, strictly: the header, the cross-reference table (each
 * offset must point at its object), the trailer, every stream's length, the page tree, and
 * the text shown by each page's Tj operators, decoded from WinAnsi back to Unicode.
 */
function readPdf(bytes: Uint8Array) {
  const s = Array.from(bytes, (b) => String.fromCharCode(b)).join("");
  expect(s.startsWith("%PDF-1.4\n")).toBe(true);
  expect(s.endsWith("%%EOF\n")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(s)?.[1]);
  expect(s.slice(startxref, startxref + 5)).toBe("xref\n");
  const head = /^xref\n0 (\d+)\n/.exec(s.slice(startxref))!;
  const size = Number(head[1]);
  const table = s
    .slice(startxref + head[0].length)
    .split("\n")
    .slice(0, size);
  expect(table[0]).toBe("0000000000 65535 f ");
  const objects = new Map<number, string>();
  for (let n = 1; n < size; n++) {
    const entry = /^(\d{10}) 00000 n $/.exec(table[n]!);
    expect(entry, `xref entry ${n}`).not.toBeNull();
    const offset = Number(entry![1]);
    expect(s.startsWith(`${n} 0 obj\n`, offset), `object ${n} at ${offset}`).toBe(true);
    const end = s.indexOf("\nendobj\n", offset);
    objects.set(n, s.slice(offset + `${n} 0 obj\n`.length, end));
  }
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R \/Info (\d+) 0 R >>/.exec(s)!;
  expect(Number(trailer[1])).toBe(size);
  const catalog = objects.get(Number(trailer[2]))!;
  const pagesRef = Number(/\/Type \/Catalog \/Pages (\d+) 0 R/.exec(catalog)![1]);
  const tree = objects.get(pagesRef)!;
  const kids = [...tree.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  expect(Number(/\/Count (\d+)/.exec(tree)![1])).toBe(kids.length);
  const decode = (raw: string) =>
    Array.from(raw.replace(/\\([\\()])/g, "$1"), (c) => CP1252[c.charCodeAt(0)] ?? c).join("");
  const pages = kids.map((kid) => {
    const page = objects.get(kid)!;
    expect(page).toContain("/Type /Page ");
    const contentRef = Number(/\/Contents (\d+) 0 R/.exec(page)![1]);
    const stream = objects.get(contentRef)!;
    const m = /^<< \/Length (\d+) >>\nstream\n([\s\S]*)endstream$/.exec(stream)!;
    expect(m[2]!.length).toBe(Number(m[1]));
    return [...m[2]!.matchAll(/ Tm \(((?:\\.|[^\\)])*)\) Tj ET/g)].map((t) => decode(t[1]!));
  });
  const info = objects.get(Number(trailer[3]))!;
  return { pages, title: decode(/\/Title \(((?:\\.|[^\\)])*)\)/.exec(info)![1]!) };
}

// CP-1252's 0x80–0x9F (Node's TextDecoder reads windows-1252 as Latin-1 there).
const CP1252: Record<number, string> = {
  128: "€",
  130: "‚",
  132: "„",
  133: "…",
  145: "‘",
  146: "’",
  147: "“",
  148: "”",
  150: "–",
  151: "—",
  153: "™",
  138: "Š",
  154: "š",
  142: "Ž",
  158: "ž",
  159: "Ÿ",
};

describe("textPdf", () => {
  it("writes a valid PDF whose text reads back, amounts and Dutch characters included", () => {
    const pdf = textPdf(
      [
        { text: "Ontvangstbewijs", bold: true, size: 18 },
        { text: "" },
        { text: "Tomaten (vleestomaat) × 2", amount: "€ 7,00" },
        { text: "Crème brûlée \\ één", amount: "€ 0,-" },
        { text: "Totaal betaald", amount: "€ 12,40", bold: true },
      ],
      { title: "Ontvangstbewijs BO-7K3M9Q" },
    );
    const { pages, title } = readPdf(pdf);
    expect(title).toBe("Ontvangstbewijs BO-7K3M9Q");
    expect(pages).toEqual([
      [
        "Ontvangstbewijs",
        "Tomaten (vleestomaat) × 2",
        "€ 7,00",
        "Crème brûlée \\ één",
        "€ 0,-",
        "Totaal betaald",
        "€ 12,40",
      ],
    ]);
  });

  it("wraps long rows and carries them onto new pages", () => {
    const long = Array.from({ length: 60 }, (_, i) => `woord${i}`).join(" ");
    const rows = Array.from({ length: 80 }, (_, i) => ({ text: `Regel ${i} ${long}` }));
    const { pages } = readPdf(textPdf(rows, { title: "Lang" }));
    expect(pages.length).toBeGreaterThan(3);
    const all = pages.flat().join(" ");
    // Every word arrives, in order, and no line is wider than the text column.
    expect(all.split(" ")).toEqual(rows.flatMap((r) => r.text.split(" ")));
    for (const line of pages.flat())
      expect(textWidth(toWinAnsi(line), 10)).toBeLessThanOrEqual(483);
  });

  it("shows what the standard fonts cannot as '?' and never breaks the file", () => {
    const { pages } = readPdf(
      textPdf([{ text: "Kraut 🍅 (a) \\ ) ( \ud800 Łódź\nnext" }], { title: "t" }),
    );
    expect(pages).toEqual([["Kraut ? (a) \\ ) ( ? ?ód? next"]]);
  });

  it("measures amounts exactly, so they line up on the right", () => {
    expect(textWidth(toWinAnsi("€ 12,40"), 10)).toBeCloseTo(
      ((556 + 278 + 556 * 2 + 278 + 556 * 2) * 10) / 1000,
    );
    expect(textWidth(toWinAnsi("€ 12,40"), 10, true)).toBeGreaterThan(0);
  });
});
