/**
 * A small PDF writer for documents of text rows (decision 070): a receipt needs lines of text
 * with an amount on the right, not a layout engine, and no package was to be added. It writes
 * PDF 1.4 with the standard Helvetica fonts (no embedding) in WinAnsiEncoding, A4 pages, rows
 * wrapped to the width and carried to a new page at the bottom. Streams are not compressed:
 * a receipt is a few kilobytes either way, and the tests read the output back.
 */

export type PdfRow = {
  text: string;
  /** Right-aligned on the same row (an amount). */
  amount?: string;
  bold?: boolean;
  /** Font size in points; 10 unless given. */
  size?: number;
};

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN_X = 56;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const AMOUNT_COLUMN = 110;
const BLANK_ROW = 8;

// Helvetica's advance widths (1/1000 em) for ASCII 32–126, from its AFM metrics. Accented
// letters take their base letter's width; anything else the width of "n".
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Bold is a little wider; digits, space, comma, point, minus and € (amounts) are the same.
const BOLD_FACTOR = 1.08;

// WinAnsiEncoding's bytes 0x80–0x9F (CP-1252); 0xA0–0xFF are Latin-1 as they are.
const WIN_ANSI_HIGH: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  ƒ: 0x83,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  ˆ: 0x88,
  "‰": 0x89,
  Š: 0x8a,
  "‹": 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "˜": 0x98,
  "™": 0x99,
  š: 0x9a,
  "›": 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** One character as a WinAnsi byte; "?" for what the standard fonts cannot show. */
function winAnsiByte(ch: string): number {
  const code = ch.codePointAt(0)!;
  if (code === 0x202f || code === 0x2007 || code === 0x2009) return 0x20; // thin/narrow spaces
  if (code >= 0x20 && code <= 0x7e) return code;
  if (code >= 0xa0 && code <= 0xff) return code;
  return WIN_ANSI_HIGH[ch] ?? 0x3f;
}

/** Text as WinAnsi bytes, one char per byte (a "binary string"). */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text.replace(/[\r\n\t]+/g, " ")) out += String.fromCharCode(winAnsiByte(ch));
  return out;
}

function byteWidth(byte: number): number {
  if (byte >= 0x20 && byte <= 0x7e) return ASCII_WIDTHS[byte - 0x20]!;
  if (byte === 0x80) return 556;
  const base = String.fromCharCode(byte).normalize("NFD").charCodeAt(0);
  if (base >= 0x20 && base <= 0x7e) return ASCII_WIDTHS[base - 0x20]!;
  return 556;
}

/** The width in points of WinAnsi text at `size`. */
export function textWidth(ansi: string, size: number, bold = false): number {
  let units = 0;
  for (let i = 0; i < ansi.length; i++) units += byteWidth(ansi.charCodeAt(i));
  return (units * size * (bold ? BOLD_FACTOR : 1)) / 1000;
}

/** Words onto lines no wider than `max`; a word longer than a line is cut. */
function wrap(ansi: string, max: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of ansi.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, size, bold) > max && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), size, bold) > max) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

/** A PDF string literal: backslash, parentheses escaped. */
const literal = (ansi: string) => `(${ansi.replace(/[\\()]/g, (c) => `\\${c}`)})`;

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** Lays the rows out on A4 pages: one content stream per page. */
function layoutPages(rows: readonly PdfRow[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN_TOP;
  const right = PAGE_WIDTH - MARGIN_X;
  for (const row of rows) {
    const size = row.size ?? 10;
    const bold = row.bold ?? false;
    const font = bold ? "/F2" : "/F1";
    const text = toWinAnsi(row.text);
    if (text.trim() === "" && !row.amount) {
      y -= BLANK_ROW;
      continue;
    }
    const amount = row.amount ? toWinAnsi(row.amount) : null;
    const max = right - MARGIN_X - (amount ? AMOUNT_COLUMN : 0);
    const lines = wrap(text, max, size, bold);
    const leading = size * 1.45;
    lines.forEach((line, i) => {
      if (y - leading < MARGIN_BOTTOM) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN_TOP;
      }
      y -= leading;
      const ops = pages.at(-1)!;
      ops.push(`BT ${font} ${size} Tf 1 0 0 1 ${MARGIN_X} ${num(y)} Tm ${literal(line)} Tj ET`);
      // The amount stands on the row's first line.
      if (amount && i === 0) {
        const x = right - textWidth(amount, size, bold);
        ops.push(`BT ${font} ${size} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${literal(amount)} Tj ET`);
      }
    });
  }
  return pages.map((ops) => `${ops.join("\n")}\n`);
}

/** A PDF of text rows, as bytes. `title` goes into the document's information. */
export function textPdf(rows: readonly PdfRow[], { title }: { title: string }): Uint8Array {
  const contents = layoutPages(rows);
  // Objects: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content each.
  const pageIds = contents.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${literal(toWinAnsi(title))} /Producer (Buurtoogst) >>`,
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
  });
  // Every character below is one byte (WinAnsi), so string offsets are byte offsets.
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (c) => c.charCodeAt(0));
}
