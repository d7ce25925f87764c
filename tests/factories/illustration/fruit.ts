import {
  type Ctx,
  darken,
  f,
  leaf,
  lighten,
  type Subject,
  scatter,
  shadow,
  sphereBody,
} from "./kit";
import { calyx } from "./produce";
import { TABLE_TOP } from "./scene";

/** Fruit: strawberries from above, apples and pears on the table. */

export function strawberries(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const spots = scatter(rng, rng.int(8, 10), 600, 600, 380, 185);
  let out = "";
  for (const [x, y] of spots) out += shadow(ctx, x + 14, y + 24, 110, 110);
  for (const [x, y] of spots) {
    const w = rng.range(84, 104);
    const h = w * rng.range(1.35, 1.55);
    const rot = rng.range(-60, 60) + (rng.chance(0.3) ? 180 : 0);
    const base = rng.pick(["#d8202a", "#c9182a", "#e0302c"]);
    const fill = defs.sphere(lighten(base, 0.3), base, darken(base, 0.35));
    let g = `<path d="M${-w},${f(-0.28 * h)}C${-w},${f(-0.62 * h)} ${w},${f(-0.62 * h)} ${w},${f(-0.28 * h)}C${w},${f(0.1 * h)} ${f(0.32 * w)},${f(0.52 * h)} 0,${f(0.56 * h)}C${f(-0.32 * w)},${f(0.52 * h)} ${-w},${f(0.1 * h)} ${-w},${f(-0.28 * h)}Z" fill="${fill}"/>`;
    // Seeds in rows that narrow towards the tip.
    for (let row = 0; row < 6; row++) {
      const yy = -0.22 * h + row * 0.13 * h;
      const half = w * (0.85 - row * 0.13);
      const n = Math.max(1, 5 - Math.floor(row * 0.7));
      for (let k = 0; k < n; k++) {
        const xx = -half + ((k + 0.5 + (row % 2) * 0.3) / n) * half * 2 * 0.9;
        g += `<ellipse cx="${f(xx)}" cy="${f(yy)}" rx="3.5" ry="6" fill="#f5d25a" opacity="0.9"/>`;
      }
    }
    g += `<ellipse cx="${f(-0.4 * w)}" cy="${f(-0.2 * h)}" rx="${f(w * 0.18)}" ry="${f(h * 0.14)}" fill="#fff" opacity="0.3"/>`;
    g += calyx(ctx, 0, -0.42 * h, w * 0.75);
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">${g}</g>`;
  }
  return { scene: "flat", body: out };
}

/** Apple or pear standing on the table, with stem and sometimes a leaf. */
function pome(ctx: Ctx, cx: number, bottom: number, r: number, color: string, pear: boolean) {
  const { rng, defs } = ctx;
  const cy = bottom - r * 0.9;
  let out = shadow(ctx, cx + 10, bottom, r * 1.05, r * 0.2, 0.45);
  if (pear) {
    const fill = defs.sphere(lighten(color, 0.3), color, darken(color, 0.3));
    const top = cy - r * 1.25;
    out += `<path d="M${f(cx)},${f(top)}C${f(cx + r * 0.45)},${f(top)} ${f(cx + r * 0.35)},${f(cy - r * 0.45)} ${f(cx + r * 0.8)},${f(cy)}C${f(cx + r * 1.15)},${f(cy + r * 0.6)} ${f(cx + r * 0.6)},${f(bottom)} ${f(cx)},${f(bottom)}C${f(cx - r * 0.6)},${f(bottom)} ${f(cx - r * 1.15)},${f(cy + r * 0.6)} ${f(cx - r * 0.8)},${f(cy)}C${f(cx - r * 0.35)},${f(cy - r * 0.45)} ${f(cx - r * 0.45)},${f(top)} ${f(cx)},${f(top)}Z" fill="${fill}"/>`;
    out += `<path d="M${f(cx)},${f(top + 6)}q6,-40 ${f(rng.range(10, 30))},-60" stroke="#5a3d1c" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    return out;
  }
  out += sphereBody(ctx, cx, cy, r, color, 0.9);
  out += `<path d="M${f(cx - r * 0.25)},${f(cy - r * 0.82)}Q${f(cx)},${f(cy - r * 0.7)} ${f(cx + r * 0.25)},${f(cy - r * 0.82)}" stroke="${darken(color, 0.4)}" stroke-width="6" fill="none" opacity="0.6"/>`;
  out += `<path d="M${f(cx)},${f(cy - r * 0.75)}q-4,-40 ${f(rng.range(-18, 18))},-62" stroke="#5a3d1c" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  if (rng.chance(0.6))
    out += `<path d="${leaf(cx + 4, cy - r * 1.15, r * 0.75, r * 0.22, rng.range(-0.6, -0.1))}" fill="#4f8a34" stroke="#356626" stroke-width="3"/>`;
  return out;
}

export function apples(ctx: Ctx): Subject {
  return orchard(ctx, false);
}

export function pears(ctx: Ctx): Subject {
  return orchard(ctx, true);
}

function orchard(ctx: Ctx, pear: boolean): Subject {
  const { rng } = ctx;
  const colors = pear
    ? ["#c9b545", "#b8a93a", "#a88f3a", "#d3c25a"]
    : ["#c8282c", "#b91f2a", "#d9472e", "#8db83a", "#e0b73a", "#c43a2a"];
  const variety = [rng.pick(colors), rng.pick(colors)];
  const rows = [
    { y: TABLE_TOP + 150, xs: [330, 620, 900], r: 175 },
    { y: TABLE_TOP + 360, xs: [190, 470, 760, 1040], r: 180 },
  ];
  let out = "";
  for (const row of rows) {
    for (const x of row.xs) {
      if (rng.chance(0.15)) continue;
      out += pome(
        ctx,
        x + rng.range(-25, 25),
        row.y + rng.range(-10, 10),
        row.r * rng.range(0.85, 1.05),
        rng.pick(variety),
        pear,
      );
    }
  }
  return { scene: "table", body: out };
}
