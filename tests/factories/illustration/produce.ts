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

/** Vegetables. Flat lays are seen from above; "table" subjects stand on the table. */

export const LEAF_GREENS = ["#3f7d2c", "#4a8a33", "#356f26", "#5c9438"];

/** Star-shaped green calyx seen from above. */
export function calyx(ctx: Ctx, x: number, y: number, size: number): string {
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

const TOMATO_VARIETIES = {
  round: { colors: ["#d62f23", "#c9261c", "#e0432a"], r: [150, 190], n: [4, 5], spread: 2.4 },
  heirloom: {
    colors: ["#e0311f", "#f2a41f", "#7b2d2a", "#d62f23"],
    r: [135, 170],
    n: [5, 6],
    spread: 2.4,
  },
  cherry: { colors: ["#d8261b", "#e33b22", "#f2a41f"], r: [82, 98], n: [9, 12], spread: 3.6 },
};

/** Big tomatoes: round red ones or a mix of heirloom colours. */
export function tomatoes(ctx: Ctx): Subject {
  return tomatoCluster(ctx, ctx.rng.chance(0.5) ? "round" : "heirloom");
}

/** Cherry tomatoes on the truss; its own kind so a cherry listing never shows beefsteaks. */
export function cherryTomatoes(ctx: Ctx): Subject {
  return tomatoCluster(ctx, "cherry");
}

function tomatoCluster(ctx: Ctx, kind: keyof typeof TOMATO_VARIETIES): Subject {
  const { rng } = ctx;
  const variety = TOMATO_VARIETIES[kind];
  const r0 = variety.r[0]!;
  const r1 = variety.r[1]!;
  const spots = scatter(
    rng,
    rng.int(variety.n[0]!, variety.n[1]!),
    600,
    600,
    r1 * variety.spread,
    r0 * 1.8,
  );
  const sizes = spots.map(() => rng.range(r0, r1));
  let out = spots
    .map(([x, y], i) => shadow(ctx, x + 18, y + 26, sizes[i]! * 1.15, sizes[i]! * 1.05))
    .join("");
  if (r1 < 100) {
    // Cherry tomatoes come on the truss: a green stalk zigzagging through the cluster.
    const path = [...spots].sort((a, b) => a[0] - b[0]);
    out += `<polyline points="${path.map(([x, y]) => `${f(x)},${f(y - 20)}`).join(" ")}" fill="none" stroke="#4e7f2e" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`;
  }
  spots.forEach(([x, y], i) => {
    const r = sizes[i]!;
    out += sphereBody(ctx, x, y, r, rng.pick(variety.colors), 0.9);
    out += calyx(ctx, x + rng.range(-0.12, 0.12) * r, y - r * 0.2, r * 0.5);
  });
  return { scene: "flat", body: out };
}

export function longVeg(
  ctx: Ctx,
  length: number,
  thick: number,
  color: string,
  angle: number,
  x: number,
  y: number,
) {
  const { defs, rng } = ctx;
  const fill = defs.linear([
    [0, lighten(color, 0.25)],
    [0.35, color],
    [1, darken(color, 0.35)],
  ]);
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
    const color =
      i === n - 1 && rng.chance(0.4) ? "#e8b923" : rng.pick(["#2f5e22", "#3d6e2a", "#24501c"]);
    out += longVeg(
      ctx,
      rng.range(560, 700),
      rng.range(115, 140),
      color,
      base + rng.range(-8, 8),
      600 + rng.range(-40, 40),
      600 + (i - (n - 1) / 2) * 165,
    );
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
  let out = pumpkin(ctx, 450 + rng.range(-40, 40), TABLE_TOP + 230, 640, 460, big);
  out += pumpkin(ctx, 880 + rng.range(-30, 30), TABLE_TOP + 290, 400, 290, rng.pick(colors));
  if (rng.chance(0.6)) out += pumpkin(ctx, 210, TABLE_TOP + 380, 260, 190, rng.pick(colors));
  return { scene: "table", body: out };
}

export function lettuceHead(ctx: Ctx, cx: number, cy: number, r: number, red: boolean): string {
  const { rng, defs } = ctx;
  let out = shadow(ctx, cx + 20, cy + 30, r * 1.15, r * 1.05, 0.4);
  // Rings of overlapping leaves, lighter towards the heart, with pale midribs.
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
        (id) =>
          `<radialGradient id="${id}"><stop offset="0.2" stop-color="${light}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`,
      );
      out += `<path d="${blob(rng, lx, ly, lr * 0.55, lr * 0.5, 0.12, 14, a)}" fill="${fill}" stroke="${darken(edge, 0.15)}" stroke-width="2"/>`;
      out += `<path d="M${f(cx)},${f(cy)}L${f(cx + Math.cos(a) * lr * 0.85)},${f(cy + Math.sin(a) * lr * 0.85)}" stroke="#eef6cf" stroke-width="${f(6 - layer)}" opacity="0.7"/>`;
    }
  }
  return `${out}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.12)}" fill="#e6f2b0"/>`;
}

export function lettuce(ctx: Ctx): Subject {
  const { rng } = ctx;
  const red = rng.chance(0.35);
  const body = rng.chance(0.5)
    ? lettuceHead(ctx, 600, 600, 340, red)
    : lettuceHead(ctx, 400, 520, 270, red) + lettuceHead(ctx, 820, 730, 250, red);
  return { scene: "flat", body };
}
