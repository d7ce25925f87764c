import { blob, type Ctx, darken, f, leaf, lighten, type Subject, scatter, shadow } from "./kit";
import { LEAF_GREENS } from "./produce";

/** Carrots, beans and potatoes, all flat lays. */

export function carrots(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const n = rng.int(5, 7);
  const orange = rng.pick(["#ec7a1c", "#f08a24", "#e46a17"]);
  // Drawn in a local frame: tie at the origin, roots along +x, tops along -x.
  let tops = "";
  let shadows = "";
  let roots = "";
  for (let i = 0; i < n; i++) {
    const spread = (i - (n - 1) / 2) * rng.range(0.11, 0.14);
    const len = rng.range(520, 620);
    const w = rng.range(52, 62);
    const color = rng.chance(0.15) ? "#7a2d6b" : rng.chance(0.12) ? "#f0c030" : orange;
    const fill = defs.linear([
      [0, lighten(color, 0.25)],
      [0.45, color],
      [1, darken(color, 0.3)],
    ]);
    let rings = "";
    for (let k = 1; k < 9; k++) {
      const x = len * k * 0.1;
      const half = w * (1 - k / 10);
      rings += `<path d="M${f(x)},${f(-half * 0.7)}v${f(half * 0.6)}" stroke="${darken(color, 0.3)}" stroke-width="3" opacity="0.45"/>`;
    }
    const rot = `rotate(${f((spread * 180) / Math.PI)})`;
    shadows += `<g transform="${rot}">${shadow(ctx, len * 0.5 + 30, 22, len * 0.55, w * 1.3, 0.3)}</g>`;
    roots += `<g transform="${rot}"><path d="M20,${-w}C${f(len * 0.3)},${-w} ${f(len * 0.85)},-8 ${f(len)},0C${f(len * 0.85)},8 ${f(len * 0.3)},${w} 20,${w}Q4,0 20,${-w}Z" fill="${fill}"/>${rings}</g>`;
    // Feathery tops: stems ending in fans of small leaflets.
    for (let s = 0; s < 3; s++) {
      const ta = Math.PI + spread * 3 + rng.range(-0.3, 0.3);
      const tl = rng.range(250, 330);
      const ex = Math.cos(ta) * tl;
      const ey = Math.sin(ta) * tl;
      const green = rng.pick(LEAF_GREENS);
      tops += `<path d="M10,0L${f(ex)},${f(ey)}" stroke="${green}" stroke-width="8"/>`;
      for (let k = 0; k < 7; k++) {
        const t = 0.3 + k * 0.11;
        tops += `<path d="${leaf(ex * t, ey * t, 80, 15, ta + (k % 2 ? 0.65 : -0.65))}" fill="${lighten(green, 0.12)}"/>`;
      }
    }
  }
  const twine = `<rect x="8" y="-95" width="36" height="190" rx="12" fill="#cfae72" stroke="#9b7a42" stroke-width="3"/>`;
  const angle = rng.range(20, 60) * (rng.chance(0.5) ? 1 : -1) + (rng.chance(0.5) ? 180 : 0);
  const cx = 600 - Math.cos((angle * Math.PI) / 180) * 160;
  const cy = 600 - Math.sin((angle * Math.PI) / 180) * 160;
  return {
    scene: "flat",
    body: `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">${shadows}${tops}${roots}${twine}</g>`,
  };
}

/** A glazed bowl seen from above: rim, inner wall and a soft inner shadow. */
export function bowlTopDown(ctx: Ctx, cx: number, cy: number, r: number): string {
  const glaze = ctx.rng.pick(["#f1ede4", "#d9e4e8", "#e9d8c4", "#2f4858", "#c9d8c0"]);
  const inner = ctx.defs.add(
    (id) =>
      `<radialGradient id="${id}" cx="0.55" cy="0.6"><stop offset="0" stop-color="${lighten(glaze, 0.15)}"/>` +
      `<stop offset="0.8" stop-color="${glaze}"/><stop offset="1" stop-color="${darken(glaze, 0.25)}"/></radialGradient>`,
  );
  return (
    shadow(ctx, cx + 24, cy + 36, r * 1.12, r * 1.1, 0.45) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${darken(glaze, 0.08)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 26}" fill="${inner}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 4}" fill="none" stroke="${lighten(glaze, 0.4)}" stroke-width="6"/>`
  );
}

/** The beans inside a pod show as faint swellings along its length. */
function bumps(l: number, bend: number, w: number, color: string): string {
  let out = "";
  for (let k = -3; k <= 3; k++) {
    const t = 0.5 + k / 8;
    const x = -l + 2 * l * t;
    const y = 2 * t * (1 - t) * bend;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w * 0.5)}" ry="${f(w * 0.28)}" fill="${lighten(color, 0.2)}" opacity="0.2"/>`;
  }
  return out;
}

export function beans(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const color = rng.pick(["#5b9a32", "#4d8c2a", "#6aa83c", "#e2c23a", "#6a3f73"]);
  const fill = defs.linear([
    [0, lighten(color, 0.3)],
    [0.5, color],
    [1, darken(color, 0.3)],
  ]);
  const direction = rng.range(-40, 40);
  const pods: string[] = [];
  let shadows = "";
  for (let i = 0; i < rng.int(13, 17); i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next());
    const x = 600 + Math.cos(a) * d * 300;
    const y = 600 + Math.sin(a) * d * 230;
    const l = rng.range(200, 240);
    const w = rng.range(48, 56);
    const bend = rng.range(-45, 45);
    const line = `M${-l},0Q0,${f(bend)} ${l},0`;
    const at = `translate(${f(x)} ${f(y)}) rotate(${f(direction + rng.range(-25, 25))})`;
    shadows += `<path d="${line}" transform="${at} translate(10 16)" stroke="#2a1d10" stroke-opacity="0.22" stroke-width="${w + 6}" fill="none" stroke-linecap="round"/>`;
    pods.push(
      `<g transform="${at}"><path d="${line}" stroke="${fill}" stroke-width="${w}" fill="none" stroke-linecap="round"/>` +
        `<path d="M${f(-l * 0.85)},${f(-w * 0.22)}Q0,${f(bend - w * 0.22)} ${f(l * 0.85)},${f(-w * 0.22)}" stroke="${lighten(color, 0.5)}" stroke-width="5" fill="none" opacity="0.55"/>` +
        bumps(l, bend, w, color) +
        `<path d="M${l},0q22,4 30,-14" stroke="${darken(color, 0.2)}" stroke-width="7" fill="none" stroke-linecap="round"/></g>`,
    );
  }
  // Half the time the beans lie in a stoneware bowl, which reads as "food" at card size.
  const bowl = rng.chance(0.5) ? bowlTopDown(ctx, 600, 600, 400) : "";
  return { scene: "flat", body: bowl + shadows + pods.join("") };
}

export function potatoes(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const skin = rng.pick(["#c9a063", "#d4b077", "#b5523f", "#c49a5c"]);
  const spots = scatter(rng, rng.int(7, 9), 600, 600, 400, 215);
  let out = "";
  for (const [x, y] of spots) out += shadow(ctx, x + 16, y + 26, 150, 120, 0.4);
  for (const [x, y] of spots) {
    const rx = rng.range(120, 155);
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
