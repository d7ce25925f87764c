import {
  blob,
  type Ctx,
  darken,
  f,
  leaf,
  lighten,
  mix,
  type Subject,
  scatter,
  shadow,
  sphereBody,
} from "./kit";
import { TABLE_TOP } from "./scene";

/** Vegetables and fruit. Flat lays are seen from above; "table" subjects stand on the table. */

const LEAF_GREENS = ["#3f7d2c", "#4a8a33", "#356f26", "#5c9438"];

/** Star-shaped green calyx seen from above. */
function calyx(ctx: Ctx, x: number, y: number, size: number): string {
  const { rng } = ctx;
  const green = rng.pick(LEAF_GREENS);
  const n = rng.int(5, 6);
  const turn = rng.range(0, 6);
  let out = "";
  for (let i = 0; i < n; i++) {
    const a = turn + (i / n) * Math.PI * 2 + rng.range(-0.2, 0.2);
    out += `<path d="${leaf(x, y, size * rng.range(0.8, 1.15), size * 0.22, a)}" fill="${green}" stroke="${darken(green, 0.25)}" stroke-width="2"/>`;
  }
  return `${out}<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.16)}" fill="${darken(green, 0.15)}"/>`;
}

export function tomatoes(ctx: Ctx): Subject {
  const { rng } = ctx;
  const variety = rng.pick([
    { colors: ["#d62f23", "#c9261c", "#e0432a"], r: [120, 165], n: [4, 6] },
    { colors: ["#e0311f", "#f2a41f", "#7b2d2a", "#d62f23"], r: [110, 150], n: [5, 7] },
    { colors: ["#d8261b", "#e33b22"], r: [62, 78], n: [11, 15] },
  ]);
  const r0 = variety.r[0]!;
  const r1 = variety.r[1]!;
  const spots = scatter(rng, rng.int(variety.n[0]!, variety.n[1]!), 600, 620, r1 * 2.3, r0 * 1.75);
  const sizes = spots.map(() => rng.range(r0, r1));
  let out = spots.map(([x, y], i) => shadow(ctx, x + 18, y + 26, sizes[i]! * 1.15, sizes[i]! * 1.05)).join("");
  spots.forEach(([x, y], i) => {
    const r = sizes[i]!;
    out += sphereBody(ctx, x, y, r, rng.pick(variety.colors), 0.9);
    out += calyx(ctx, x + rng.range(-0.12, 0.12) * r, y - r * 0.2, r * 0.5);
  });
  return { scene: "flat", body: out };
}

export function strawberries(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const spots = scatter(rng, rng.int(8, 11), 600, 620, 330, 150);
  let out = "";
  for (const [x, y] of spots) out += shadow(ctx, x + 14, y + 24, 95, 95);
  for (const [x, y] of spots) {
    const w = rng.range(70, 88);
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

function longVeg(ctx: Ctx, length: number, thick: number, color: string, angle: number, x: number, y: number) {
  const { defs, rng } = ctx;
  const fill = defs.linear([[0, lighten(color, 0.25)], [0.35, color], [1, darken(color, 0.35)]]);
  const bend = rng.range(-25, 25);
  const l = length / 2;
  const t = thick / 2;
  const body = `M${-l},${-t * 0.8}Q0,${f(-t * 1.15 + bend)} ${l},${-t}A${t},${t} 0 0 1 ${l},${t}Q0,${f(t * 1.1 + bend)} ${-l},${t * 0.8}A${t * 0.8},${t * 0.8} 0 0 1 ${-l},${-t * 0.8}Z`;
  let stripes = "";
  for (let i = 0; i < 4; i++) {
    const yy = -t * 0.6 + i * t * 0.4;
    stripes += `<path d="M${f(-l * 0.85)},${f(yy)}Q0,${f(yy + bend * 0.9)} ${f(l * 0.85)},${f(yy)}" stroke="${lighten(color, 0.3)}" stroke-width="3" fill="none" opacity="0.35"/>`;
  }
  return (
    shadow(ctx, x + 16, y + 28, l * 1.05, t * 1.6) +
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${body}" fill="${fill}"/>${stripes}` +
    `<path d="M${l - 4},${-t * 0.35}l${f(t * 0.75)},${-t * 0.15}l5,${f(t * 0.5)}l${f(-t * 0.75)},${-t * 0.1}Z" fill="#8f9a52" stroke="#6b7139" stroke-width="3"/>` +
    `<ellipse cx="${-l + 6}" cy="0" rx="9" ry="${f(t * 0.35)}" fill="${mix(color, "#c8b060", 0.6)}"/></g>`
  );
}

export function courgettes(ctx: Ctx): Subject {
  const { rng } = ctx;
  const n = rng.int(2, 4);
  const base = rng.range(-35, 35);
  let out = "";
  for (let i = 0; i < n; i++) {
    const color = i === n - 1 && rng.chance(0.4) ? "#e8b923" : rng.pick(["#2f5e22", "#3d6e2a", "#24501c"]);
    out += longVeg(ctx, rng.range(560, 700), rng.range(115, 140), color, base + rng.range(-8, 8), 600 + rng.range(-40, 40), 600 + (i - (n - 1) / 2) * 165);
  }
  if (rng.chance(0.6)) {
    // A courgette flower: the detail that says "from the garden".
    const x = rng.range(250, 950);
    const y = rng.pick([230, 980]);
    for (let i = 0; i < 5; i++) {
      out += `<path d="${leaf(x, y, 120, 45, (i / 5) * Math.PI * 2 + 0.3)}" fill="#f4b324" stroke="#d98b16" stroke-width="3"/>`;
    }
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="24" fill="#e38b12"/>`;
  }
  return { scene: "flat", body: out };
}

function pumpkin(ctx: Ctx, cx: number, bottom: number, w: number, h: number, color: string) {
  const { defs, rng } = ctx;
  const cy = bottom - h / 2;
  let out = shadow(ctx, cx, bottom, w * 0.62, h * 0.12, 0.45);
  const ribs = [-0.38, 0.38, -0.2, 0.2, 0];
  for (const r of ribs) {
    const shade = r === 0 ? color : darken(color, Math.abs(r) * 0.4);
    const fill = defs.sphere(lighten(shade, 0.3), shade, darken(shade, 0.3));
    const rw = w * (0.34 - Math.abs(r) * 0.12);
    out += `<ellipse cx="${f(cx + r * w * 0.72)}" cy="${f(cy)}" rx="${f(rw)}" ry="${f(h / 2)}" fill="${fill}" stroke="${darken(color, 0.3)}" stroke-width="2"/>`;
  }
  const sw = w * 0.06;
  const lean = rng.range(-20, 20);
  out += `<path d="M${f(cx - sw)},${f(cy - h * 0.45)}Q${f(cx - sw + lean * 0.3)},${f(cy - h * 0.6)} ${f(cx + lean - sw * 0.6)},${f(cy - h * 0.68)}L${f(cx + lean + sw * 0.6)},${f(cy - h * 0.66)}Q${f(cx + sw + lean * 0.3)},${f(cy - h * 0.58)} ${f(cx + sw)},${f(cy - h * 0.45)}Z" fill="#6b5a2e" stroke="#4d3f1e" stroke-width="3"/>`;
  return out;
}

export function pumpkins(ctx: Ctx): Subject {
  const { rng } = ctx;
  const colors = ["#e2701c", "#d9601a", "#ee8a25", "#9aa58c", "#ece3cf", "#c65a1e"];
  const big = rng.pick(colors.slice(0, 3));
  let out = pumpkin(ctx, 430 + rng.range(-40, 40), TABLE_TOP + 210, 560, 400, big);
  out += pumpkin(ctx, 840 + rng.range(-30, 30), TABLE_TOP + 250, 340, 250, rng.pick(colors));
  if (rng.chance(0.6)) out += pumpkin(ctx, 200, TABLE_TOP + 300, 220, 160, rng.pick(colors));
  return { scene: "table", body: out };
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
  if (rng.chance(0.6)) out += `<path d="${leaf(cx + 4, cy - r * 1.15, r * 0.75, r * 0.22, rng.range(-0.6, -0.1))}" fill="#4f8a34" stroke="#356626" stroke-width="3"/>`;
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
    { y: TABLE_TOP + 170, xs: [330, 600, 870], r: 150 },
    { y: TABLE_TOP + 330, xs: [210, 470, 740, 1000], r: 155 },
  ];
  let out = "";
  for (const row of rows) {
    for (const x of row.xs) {
      if (rng.chance(0.15)) continue;
      out += pome(ctx, x + rng.range(-25, 25), row.y + rng.range(-10, 10), row.r * rng.range(0.85, 1.05), rng.pick(variety), pear);
    }
  }
  return { scene: "table", body: out };
}

export function carrots(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const n = rng.int(5, 7);
  const tieX = 600 + rng.range(-60, 60);
  const tieY = 470;
  const orange = rng.pick(["#ec7a1c", "#f08a24", "#e46a17"]);
  let tops = "";
  let roots = "";
  for (let i = 0; i < n; i++) {
    const spread = (i - (n - 1) / 2) * rng.range(0.12, 0.18);
    const a = Math.PI / 2 + spread;
    const len = rng.range(440, 560);
    const w = rng.range(40, 52);
    const color = rng.chance(0.15) ? "#7a2d6b" : rng.chance(0.15) ? "#f0c030" : orange;
    const fill = defs.linear([[0, lighten(color, 0.2)], [0.5, color], [1, darken(color, 0.25)]], 1, 0);
    const deg = (a * 180) / Math.PI - 90;
    let rings = "";
    for (let k = 1; k < 8; k++) rings += `<path d="M${f(-w * (1 - k / 9) * 0.9)},${f(len * k * 0.11)}h${f(w * 0.5)}" stroke="${darken(color, 0.3)}" stroke-width="3" opacity="0.5"/>`;
    roots += shadow(ctx, tieX + Math.cos(a) * len * 0.55 + 14, tieY + Math.sin(a) * len * 0.55 + 20, 70, len * 0.5) +
      `<g transform="translate(${f(tieX + Math.cos(a) * 40)} ${f(tieY + Math.sin(a) * 40)}) rotate(${f(deg)})">` +
      `<path d="M${-w},0C${-w},${f(len * 0.3)} -8,${f(len * 0.85)} 0,${f(len)}C8,${f(len * 0.85)} ${w},${f(len * 0.3)} ${w},0Q0,-14 ${-w},0Z" fill="${fill}"/>${rings}</g>`;
    // Feathery tops: fans of thin stems ending in small leaflets.
    for (let s = 0; s < 4; s++) {
      const ta = -Math.PI / 2 + spread * 1.6 + rng.range(-0.35, 0.35);
      const tl = rng.range(260, 380);
      const ex = tieX + Math.cos(ta) * tl;
      const ey = tieY + Math.sin(ta) * tl;
      const green = rng.pick(LEAF_GREENS);
      tops += `<path d="M${f(tieX)},${f(tieY)}L${f(ex)},${f(ey)}" stroke="${green}" stroke-width="7"/>`;
      for (let k = 0; k < 6; k++) {
        const t = 0.35 + k * 0.12;
        const px = tieX + (ex - tieX) * t;
        const py = tieY + (ey - tieY) * t;
        tops += `<path d="${leaf(px, py, 70, 12, ta + (k % 2 ? 0.7 : -0.7))}" fill="${lighten(green, 0.1)}"/>`;
      }
    }
  }
  const twine = `<rect x="${f(tieX - 70)}" y="${tieY + 20}" width="140" height="22" rx="8" fill="#cfae72" stroke="#9b7a42" stroke-width="3"/>`;
  return { scene: "flat", body: tops + roots + twine };
}

export function lettuce(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const red = rng.chance(0.35);
  const heads = rng.chance(0.5) ? [[600, 600, 330]] : [[420, 560, 260], [820, 700, 240]];
  let out = "";
  for (const [cx, cy, r] of heads as Array<[number, number, number]>) {
    out += shadow(ctx, cx + 20, cy + 30, r * 1.15, r * 1.05, 0.4);
    for (let layer = 0; layer < 5; layer++) {
      const lr = r * (1 - layer * 0.18);
      const leaves = 7 - layer;
      for (let i = 0; i < leaves; i++) {
        const a = (i / leaves) * Math.PI * 2 + layer * 0.5 + rng.range(-0.2, 0.2);
        const lx = cx + Math.cos(a) * lr * 0.45;
        const ly = cy + Math.sin(a) * lr * 0.45;
        const light = mix("#a9d66a", "#dff0a8", layer / 5);
        const edge = red ? "#8e2f45" : "#5f9e35";
        const fill = defs.add(
          (id) => `<radialGradient id="${id}"><stop offset="0.2" stop-color="${light}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`,
        );
        out += `<path d="${blob(rng, lx, ly, lr * 0.55, lr * 0.5, 0.12, 14, a)}" fill="${fill}" stroke="${darken(edge, 0.15)}" stroke-width="2"/>`;
        out += `<path d="M${f(cx)},${f(cy)}L${f(cx + Math.cos(a) * lr * 0.85)},${f(cy + Math.sin(a) * lr * 0.85)}" stroke="#eef6cf" stroke-width="${f(6 - layer)}" opacity="0.7"/>`;
      }
    }
    out += `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.12)}" fill="#e6f2b0"/>`;
  }
  return { scene: "flat", body: out };
}

export function beans(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const color = rng.pick(["#5b9a32", "#4d8c2a", "#6aa83c", "#e2c23a", "#6a3f73"]);
  let out = "";
  const pods = rng.int(16, 22);
  for (let i = 0; i < pods; i++) {
    const x = 600 + rng.range(-300, 300);
    const y = 600 + rng.range(-260, 260);
    const len = rng.range(300, 380);
    const w = rng.range(26, 32);
    const bend = rng.range(-50, 50);
    const fill = defs.linear([[0, lighten(color, 0.3)], [0.5, color], [1, darken(color, 0.3)]]);
    const l = len / 2;
    out += `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rng.range(0, 180))})">` +
      `<path d="M${-l},0Q0,${f(bend - w * 2)} ${l},0" stroke="#000" stroke-opacity="0.18" stroke-width="${w + 14}" fill="none" stroke-linecap="round" transform="translate(8 14)"/>` +
      `<path d="M${-l},0Q0,${f(bend - w * 2)} ${l},0" stroke="${fill}" stroke-width="${w}" fill="none" stroke-linecap="round"/>` +
      `<path d="M${f(-l * 0.9)},${f(-w * 0.2)}Q0,${f(bend - w * 2.3)} ${f(l * 0.9)},${f(-w * 0.2)}" stroke="${lighten(color, 0.45)}" stroke-width="4" fill="none" opacity="0.6"/>` +
      `<path d="M${l},0q18,6 26,-8" stroke="${darken(color, 0.2)}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;
  }
  return { scene: "flat", body: out };
}

export function potatoes(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const skin = rng.pick(["#c9a063", "#d4b077", "#b5523f", "#c49a5c"]);
  const spots = scatter(rng, rng.int(7, 10), 600, 620, 360, 175);
  let out = "";
  for (const [x, y] of spots) out += shadow(ctx, x + 16, y + 26, 125, 100, 0.4);
  for (const [x, y] of spots) {
    const rx = rng.range(95, 130);
    const ry = rx * rng.range(0.65, 0.85);
    const fill = defs.sphere(lighten(skin, 0.25), skin, darken(skin, 0.3));
    out += `<path d="${blob(rng, x, y, rx, ry, 0.08, 8, rng.range(0, 3))}" fill="${fill}"/>`;
    for (let k = 0; k < 5; k++) {
      const ex = x + rng.range(-0.65, 0.65) * rx;
      const ey = y + rng.range(-0.55, 0.55) * ry;
      out += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rng.range(4, 8))}" ry="3" fill="${darken(skin, 0.45)}" opacity="0.7"/>`;
    }
  }
  return { scene: "flat", body: out };
}
