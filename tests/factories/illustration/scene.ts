import { type Ctx, darken, f, lighten, mix } from "./kit";

/** Backdrops: a top-down "flat lay" surface, or a still life with wall and table. */

const WOODS = ["#c89a6a", "#b98552", "#d8b48a", "#a8764a", "#ceab86"];
const LINENS = ["#ece3d3", "#e4e8e1", "#efe6da", "#dfe6ea", "#f1e9dc"];
const WALLS = ["#f3e6d3", "#e5eddf", "#f5e1dc", "#dfe9ef", "#f4ecd0", "#ece4f0"];
const CLOTHS = [
  ["#f6f1e7", "#c84b3a"],
  ["#f3f1ea", "#3f6f9a"],
  ["#f4efe4", "#5f8f4e"],
  ["#f7f2e8", "#d99a2b"],
] as const;

export const TABLE_TOP = 700;

function woodPlanks(ctx: Ctx, x: number, y: number, w: number, h: number, vertical: boolean) {
  const { rng } = ctx;
  const wood = rng.pick(WOODS);
  const count = rng.int(4, 6);
  const size = (vertical ? w : h) / count;
  let out = "";
  for (let i = 0; i < count; i++) {
    const shade = mix(wood, rng.chance(0.5) ? "#ffffff" : "#3a2412", rng.range(0, 0.12));
    const [px, py, pw, ph] = vertical ? [x + i * size, y, size, h] : [x, y + i * size, w, size];
    out += `<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" fill="${shade}"/>`;
    // Grain: long, gently wavy strokes along the board.
    for (let g = 0; g < 7; g++) {
      const off = rng.range(0.08, 0.92) * size;
      const amp = rng.range(2, 9);
      const stroke = darken(shade, rng.range(0.08, 0.2));
      const len = vertical ? h : w;
      const pts = [0, 0.25, 0.5, 0.75, 1].map((t, k) => {
        const along = t * len;
        const across = off + (k % 2 ? amp : -amp);
        return vertical
          ? `${f(px + across)},${f(py + along)}`
          : `${f(px + along)},${f(py + across)}`;
      });
      out += `<polyline points="${pts.join(" ")}" fill="none" stroke="${stroke}" stroke-width="${f(rng.range(1.5, 4))}" opacity="0.5"/>`;
    }
    if (i > 0) {
      const gap = vertical ? `M${f(px)},${f(y)}V${f(y + h)}` : `M${f(x)},${f(py)}H${f(x + w)}`;
      out += `<path d="${gap}" stroke="${darken(wood, 0.45)}" stroke-width="5" opacity="0.6"/>`;
    }
  }
  return out;
}

function linen(ctx: Ctx) {
  const base = ctx.rng.pick(LINENS);
  const weave = ctx.defs.add(
    (id) =>
      `<pattern id="${id}" width="8" height="8" patternUnits="userSpaceOnUse">` +
      `<rect width="8" height="8" fill="${base}"/>` +
      `<path d="M0,2H8M0,6H8" stroke="${darken(base, 0.05)}" stroke-width="1.4"/>` +
      `<path d="M2,0V8M6,0V8" stroke="${lighten(base, 0.35)}" stroke-width="1"/></pattern>`,
  );
  return `<rect width="1200" height="1200" fill="${weave}"/>`;
}

/** A striped tea towel poking in from a corner: the "linen cloth" hint under a flat lay. */
function teaTowel(ctx: Ctx) {
  const { rng } = ctx;
  const [cloth, stripe] = rng.pick(CLOTHS);
  const angle = rng.range(-25, 25);
  const x = rng.pick([-260, 620]);
  const y = rng.pick([-200, 700]);
  return (
    `<g transform="rotate(${f(angle)} 600 600)" opacity="0.97">` +
    `<rect x="${x + 14}" y="${y + 18}" width="860" height="640" fill="#000" opacity="0.08"/>` +
    `<rect x="${x}" y="${y}" width="860" height="640" fill="${cloth}"/>` +
    `<rect x="${x}" y="${y + 70}" width="860" height="26" fill="${stripe}" opacity="0.85"/>` +
    `<rect x="${x}" y="${y + 110}" width="860" height="10" fill="${stripe}" opacity="0.85"/>` +
    `<rect x="${x}" y="${y + 520}" width="860" height="10" fill="${stripe}" opacity="0.85"/>` +
    `<rect x="${x}" y="${y + 544}" width="860" height="26" fill="${stripe}" opacity="0.85"/></g>`
  );
}

export function flatLay(ctx: Ctx): string {
  const { rng } = ctx;
  const kind = rng.pick(["wood", "wood", "linen", "paper"] as const);
  let out: string;
  if (kind === "wood") out = woodPlanks(ctx, 0, 0, 1200, 1200, rng.chance(0.5));
  else if (kind === "linen") out = linen(ctx);
  else {
    const wall = rng.pick(WALLS);
    out = `<rect width="1200" height="1200" fill="${ctx.defs.linear(
      [
        [0, lighten(wall, 0.3)],
        [1, darken(wall, 0.06)],
      ],
      1,
      1,
    )}"/>`;
  }
  if (kind !== "linen" && rng.chance(0.6)) out += teaTowel(ctx);
  return out;
}

export function stillLife(ctx: Ctx): string {
  const { rng, defs } = ctx;
  const wall = rng.pick(WALLS);
  const wallFill = defs.linear(
    [
      [0, lighten(wall, 0.25)],
      [1, darken(wall, 0.05)],
    ],
    0.6,
    1,
  );
  // A diagonal band of "window light" keeps the wall from looking like a flat fill.
  const light = defs.linear(
    [
      [0, "#ffffff"],
      [1, "#ffffff", 0],
    ],
    1,
    0,
  );
  const lx = rng.range(100, 700);
  const tableShade = defs.linear([
    [0, "#000000"],
    [1, "#000000", 0],
  ]);
  return (
    `<rect width="1200" height="${TABLE_TOP}" fill="${wallFill}"/>` +
    `<path d="M${f(lx)},0h260l-420,${TABLE_TOP}h-260Z" fill="${light}" opacity="0.25"/>` +
    woodPlanks(ctx, 0, TABLE_TOP, 1200, 1200 - TABLE_TOP, false) +
    `<rect y="${TABLE_TOP}" width="1200" height="60" fill="${tableShade}" opacity="0.22"/>` +
    `<rect y="${TABLE_TOP - 3}" width="1200" height="6" fill="#ffffff" opacity="0.35"/>`
  );
}

/** Darkened corners: draws the eye to the subject, like a real product photo. */
export function vignette(ctx: Ctx): string {
  const fill = ctx.defs.add(
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75">` +
      `<stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>`,
  );
  return `<rect width="1200" height="1200" fill="${fill}"/>`;
}
