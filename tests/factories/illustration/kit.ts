/** Small drawing kit shared by the illustration subjects: seeded randomness and SVG helpers. */

export type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: tiny, fast and good enough to vary pictures; the same seed draws the same picture. */
export function createRng(seed: number): Rng {
  // murmur3's finaliser first: mulberry32's opening numbers for neighbouring
  // seeds (1, 2, 3 …) are similar, which made consecutive listings look alike.
  let state = seed >>> 0;
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35);
  state = (state ^ (state >>> 16)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  };
}

/** Collects <defs> so subjects can ask for gradients in their own colours. */
export class Defs {
  private items: string[] = [];
  private count = 0;

  add(make: (id: string) => string): string {
    const id = `d${this.count++}`;
    this.items.push(make(id));
    return `url(#${id})`;
  }

  /** Lit from the top left: the cheap way to make a flat disc look round. */
  sphere(light: string, base: string, dark: string): string {
    return this.add(
      (id) =>
        `<radialGradient id="${id}" cx="0.4" cy="0.38" r="0.68" fx="0.32" fy="0.28">` +
        `<stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${base}"/>` +
        `<stop offset="1" stop-color="${dark}"/></radialGradient>`,
    );
  }

  /** Gradient along (0,0)→(x2,y2) in bounding-box units; a stop may carry an opacity. */
  linear(stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
        stops
          .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
          .join("") +
        "</linearGradient>",
    );
  }

  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

export type Ctx = { rng: Rng; defs: Defs };

/** A subject draws itself onto a 1200×1200 canvas; `scene` picks the backdrop. */
export type Subject = { scene: "flat" | "table" | "none"; body: string };

export const f = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * Soft contact shadow without an SVG blur filter (librsvg blurs are slow):
 * an ellipse filled with a radial gradient that fades to transparent.
 */
export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.35) {
  const fill = ctx.defs.add(
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="#2a1d10" stop-opacity="${opacity}"/>` +
      `<stop offset="0.6" stop-color="#2a1d10" stop-opacity="${opacity * 0.45}"/>` +
      `<stop offset="1" stop-color="#2a1d10" stop-opacity="0"/></radialGradient>`,
  );
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
}

/** Closed organic outline: points around an ellipse with jittered radius, joined by smooth curves. */
export function blob(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  points = 10,
  rotation = 0,
): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < points; i++) {
    const a = rotation + (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

/** Catmull-Rom through the points, written as cubic Béziers. */
export function smoothClosed(pts: Array<[number, number]>): string {
  const n = pts.length;
  const p = (i: number) => pts[(i + n) % n]!;
  let d = `M${f(p(0)[0])},${f(p(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)},${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)},${f(y2 - (y3 - y1) / 6)} ${f(x2)},${f(y2)}`;
  }
  return `${d}Z`;
}

/** Leaf shape pointing along `angle` (radians) from its base at (x, y). */
export function leaf(x: number, y: number, length: number, width: number, angle: number): string {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const at = (u: number, v: number) => `${f(x + u * cos - v * sin)},${f(y + u * sin + v * cos)}`;
  return (
    `M${at(0, 0)}C${at(length * 0.3, width)} ${at(length * 0.75, width * 0.8)} ${at(length, 0)}` +
    `C${at(length * 0.75, -width * 0.8)} ${at(length * 0.3, -width)} ${at(0, 0)}Z`
  );
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    out |= Math.round(ca + (cb - ca) * t) << shift;
  }
  return `#${out.toString(16).padStart(6, "0")}`;
}

export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#000000", t);

/** Round-ish fruit body (tomato, apple …) with gradient, rim light and highlight. */
export function sphereBody(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  color: string,
  squash = 0.92,
) {
  const fill = ctx.defs.sphere(lighten(color, 0.35), color, darken(color, 0.35));
  const path = blob(ctx.rng, cx, cy, r, r * squash, 0.035, 9, ctx.rng.range(0, 6));
  return (
    `<path d="${path}" fill="${fill}"/>` +
    `<ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.4)}" rx="${f(r * 0.2)}" ry="${f(r * 0.12)}" ` +
    `fill="#ffffff" opacity="0.45" transform="rotate(-35 ${f(cx - r * 0.35)} ${f(cy - r * 0.4)})"/>`
  );
}

/** Places `count` items without heavy overlap, in a loose cluster around the centre. */
export function scatter(
  rng: Rng,
  count: number,
  cx: number,
  cy: number,
  spread: number,
  minDistance: number,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let tries = 0; out.length < count && tries < 2000; tries++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * spread;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * 0.8;
    if (out.every(([ox, oy]) => Math.hypot(ox - x, oy - y) >= minDistance)) out.push([x, y]);
  }
  // Re-centre the cluster: random placement tends to drift to one side of the frame.
  const mx = out.reduce((sum, [x]) => sum + x, 0) / out.length;
  const my = out.reduce((sum, [, y]) => sum + y, 0) / out.length;
  return out.map(([x, y]) => [x - mx + cx, y - my + cy]);
}
