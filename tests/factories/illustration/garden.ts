import { type Ctx, darken, f, leaf, lighten, type Subject, shadow, sphereBody } from "./kit";
import { TABLE_TOP } from "./scene";

/** Garden things: seeds, herbs, plants, flowers, tools, soil and garden services. */

const GREENS = ["#3f7d2c", "#4a8a33", "#2f6b2a", "#5c9438", "#6a9c3a"];

/** Tiny picture on a seed packet, so each packet says what is inside. */
function packetPicture(ctx: Ctx, x: number, y: number, kind: number): string {
  if (kind === 0) {
    // Sunflower
    let out = "";
    for (let i = 0; i < 14; i++) {
      out += `<path d="${leaf(x, y, 68, 16, (i / 14) * Math.PI * 2)}" fill="#f5bf1d" stroke="#d99a12" stroke-width="2"/>`;
    }
    return `${out}<circle cx="${x}" cy="${y}" r="30" fill="#6b4221"/>`;
  }
  if (kind === 1)
    return (
      sphereBody(ctx, x, y + 8, 52, "#d62f23") +
      `<path d="${leaf(x, y - 40, 40, 10, -1.2)}" fill="#3f7d2c"/><path d="${leaf(x, y - 40, 40, 10, -2)}" fill="#3f7d2c"/>`
    );
  if (kind === 2) {
    return `<path d="M${x - 24},${y - 30}C${x - 20},${y + 10} ${x - 6},${y + 50} ${x},${y + 70}C${x + 6},${y + 50} ${x + 20},${y + 10} ${x + 24},${y - 30}Z" fill="#ec7a1c"/><path d="M${x},${y - 30}l-26,-50M${x},${y - 30}l0,-56M${x},${y - 30}l26,-50" stroke="#4a8a33" stroke-width="9" stroke-linecap="round"/>`;
  }
  // Flower mix: three little blooms
  let out = "";
  for (const [dx, dy, c] of [
    [-34, 10, "#e0457b"],
    [30, -16, "#8a5bd6"],
    [20, 38, "#f08a24"],
  ] as const) {
    for (let i = 0; i < 6; i++)
      out += `<circle cx="${f(x + dx + Math.cos(i) * 16)}" cy="${f(y + dy + Math.sin(i) * 16)}" r="13" fill="${c}"/>`;
    out += `<circle cx="${x + dx}" cy="${y + dy}" r="8" fill="#f7d34a"/>`;
  }
  return out;
}

export function seedPackets(ctx: Ctx): Subject {
  const { rng } = ctx;
  const papers = ["#f4ead2", "#d9b98a", "#f7f3ea", "#e9dcc0"];
  const bands = ["#3f7d2c", "#c84b3a", "#3f6f9a", "#d99a2b", "#7a4a8c"];
  let out = "";
  const first = rng.int(0, 3);
  const spots = [
    [390, 560, -12],
    [640, 520, 6],
    [860, 640, 14],
  ];
  spots.forEach(([x, y, a], i) => {
    const paper = rng.pick(papers);
    const band = rng.pick(bands);
    const w = 300;
    const h = 430;
    out += `<g transform="translate(${x! + rng.range(-20, 20)} ${y! + rng.range(-20, 20)}) rotate(${a! + rng.range(-5, 5)})">`;
    out += shadow(ctx, 14, 22, w * 0.62, h * 0.58, 0.4);
    out += `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="6" fill="${paper}" stroke="${darken(paper, 0.12)}" stroke-width="2"/>`;
    out += `<path d="M${-w / 2},${-h / 2 + 30}h${w}" stroke="${darken(paper, 0.15)}" stroke-width="2" stroke-dasharray="10 8"/>`;
    out += `<rect x="${-w / 2}" y="${-h / 2 + 44}" width="${w}" height="44" fill="${band}"/>`;
    out += `<rect x="${-w / 2 + 30}" y="${-h / 2 + 110}" width="${w - 60}" height="190" rx="14" fill="${lighten(band, 0.75)}"/>`;
    out += packetPicture(ctx, 0, -h / 2 + 205, (first + i) % 4);
    out += `<rect x="${-w / 2 + 30}" y="${h / 2 - 100}" width="${w - 110}" height="18" rx="9" fill="${darken(paper, 0.35)}"/>`;
    out += `<rect x="${-w / 2 + 30}" y="${h / 2 - 66}" width="${w - 160}" height="12" rx="6" fill="${darken(paper, 0.22)}"/></g>`;
  });
  // Loose seeds spilling from the packets.
  for (let i = 0; i < 30; i++) {
    const x = rng.range(300, 950);
    const y = rng.range(860, 1000);
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="7" fill="${rng.pick(["#6b4a2a", "#2f2a24", "#e8dcc0"])}" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  return { scene: "flat", body: out };
}

export function herbs(ctx: Ctx): Subject {
  const { rng } = ctx;
  const variety = rng.pick([
    { green: "#4f9a36", len: 125, wid: 58, n: 6 }, // basil
    { green: "#3d7a2e", len: 85, wid: 34, n: 9 }, // parsley / mint
    { green: "#4f6f3e", len: 80, wid: 11, n: 26 }, // rosemary
  ]);
  // Local frame: the tie sits at the origin and the bunch grows along +x.
  let stems = "";
  let leaves = "";
  for (let i = 0; i < 9; i++) {
    const a = (i - 4) * rng.range(0.06, 0.09);
    const len = rng.range(560, 650);
    const ex = Math.cos(a) * len;
    const ey = Math.sin(a) * len;
    stems += `<path d="M-150,${f((i - 4) * 6)}L${f(ex)},${f(ey)}" stroke="#5c7f35" stroke-width="8"/>`;
    for (let k = 0; k < variety.n; k++) {
      const t = 0.25 + (k / variety.n) * 0.75;
      const side = k % 2 ? 0.8 : -0.8;
      const shade = rng.chance(0.3) ? lighten(variety.green, 0.15) : variety.green;
      leaves += `<path d="${leaf(ex * t, ey * t, variety.len * rng.range(0.85, 1.15), variety.wid, a + side)}" fill="${shade}" stroke="${darken(shade, 0.2)}" stroke-width="2"/>`;
    }
    leaves += `<path d="${leaf(ex, ey, variety.len, variety.wid, a)}" fill="${lighten(variety.green, 0.1)}"/>`;
  }
  const tie = `<rect x="-40" y="-42" width="40" height="84" rx="10" fill="#cfae72" stroke="#9b7a42" stroke-width="4"/><path d="M-20,40q30,70 -10,140M-20,40q-60,50 -50,130" stroke="#cfae72" stroke-width="8" fill="none"/>`;
  const angle = rng.range(-35, 35) + (rng.chance(0.5) ? 180 : 0) - 90;
  const rad = (angle * Math.PI) / 180;
  const cx = 600 - Math.cos(rad) * 260;
  const cy = 600 - Math.sin(rad) * 260;
  return {
    scene: "flat",
    body: `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">${shadow(ctx, 330, 30, 520, 230, 0.3)}${stems}${leaves}${tie}</g>`,
  };
}

/** Terracotta pot on the table with a plant; `scale` 1 is a 17 cm pot. */
function pottedPlant(ctx: Ctx, cx: number, bottom: number, scale: number): string {
  const { rng, defs } = ctx;
  const pot = rng.pick(["#c8693f", "#b85c36", "#d9d4c8", "#5f6b70", "#d27a4a"]);
  const w = 260 * scale;
  const h = 230 * scale;
  const top = bottom - h;
  const fill = defs.linear(
    [
      [0, darken(pot, 0.2)],
      [0.35, lighten(pot, 0.12)],
      [1, darken(pot, 0.28)],
    ],
    1,
    0,
  );
  let plant = "";
  const kind = rng.int(0, 2);
  const green = rng.pick(GREENS);
  if (kind === 0) {
    // Pancake plant: round leaves on thin stalks.
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + rng.range(-1.2, 1.2);
      const l = rng.range(130, 260) * scale;
      const x = cx + Math.cos(a) * l;
      const y = top + Math.sin(a) * l;
      plant += `<path d="M${f(cx)},${f(top)}L${f(x)},${f(y)}" stroke="#6f8f3a" stroke-width="${f(6 * scale)}"/>`;
      plant += sphereBody(ctx, x, y, rng.range(48, 70) * scale, green, 0.8);
    }
  } else {
    // Leafy herb or seedling: long leaves fanning upwards.
    for (let i = 0; i < (kind === 1 ? 14 : 24); i++) {
      const a = -Math.PI / 2 + rng.range(-1.25, 1.25);
      const shade = rng.chance(0.3) ? lighten(green, 0.15) : green;
      plant += `<path d="${leaf(cx + rng.range(-30, 30) * scale, top + 10, rng.range(150, 300) * scale, (kind === 1 ? 40 : 16) * scale, a)}" fill="${shade}" stroke="${darken(shade, 0.25)}" stroke-width="2"/>`;
    }
  }
  return (
    shadow(ctx, cx + 20, bottom, w * 0.75, 40 * scale, 0.45) +
    plant +
    `<path d="M${f(cx - w / 2)},${f(top + 40 * scale)}L${f(cx - w * 0.36)},${f(bottom)}H${f(cx + w * 0.36)}L${f(cx + w / 2)},${f(top + 40 * scale)}Z" fill="${fill}"/>` +
    `<rect x="${f(cx - w * 0.56)}" y="${f(top)}" width="${f(w * 1.12)}" height="${f(48 * scale)}" rx="${f(6 * scale)}" fill="${fill}"/>` +
    `<rect x="${f(cx - w * 0.56)}" y="${f(top + 42 * scale)}" width="${f(w * 1.12)}" height="${f(6 * scale)}" fill="#000" opacity="0.15"/>`
  );
}

export function pottedPlants(ctx: Ctx): Subject {
  const { rng } = ctx;
  const big = pottedPlant(ctx, 560 + rng.range(-40, 40), TABLE_TOP + 200, 1.35);
  const small = rng.chance(0.7) ? pottedPlant(ctx, 960, TABLE_TOP + 260, 0.85) : "";
  const tiny = rng.chance(0.5) ? pottedPlant(ctx, 200, TABLE_TOP + 300, 0.7) : "";
  return { scene: "table", body: big + small + tiny };
}

function tulip(x: number, y: number, color: string, tilt: number): string {
  const d = darken(color, 0.2);
  return (
    `<g transform="rotate(${f(tilt)} ${f(x)} ${f(y)})">` +
    `<path d="M${f(x - 42)},${f(y - 20)}C${f(x - 50)},${f(y + 40)} ${f(x + 50)},${f(y + 40)} ${f(x + 42)},${f(y - 20)}L${f(x + 28)},${f(y - 62)}L${f(x + 12)},${f(y - 30)}L${f(x)},${f(y - 70)}L${f(x - 12)},${f(y - 30)}L${f(x - 28)},${f(y - 62)}Z" fill="${color}" stroke="${d}" stroke-width="3"/>` +
    `<path d="M${f(x)},${f(y - 60)}C${f(x - 14)},${f(y - 20)} ${f(x - 8)},${f(y + 16)} ${f(x)},${f(y + 24)}" stroke="${lighten(color, 0.35)}" stroke-width="6" fill="none" opacity="0.6"/></g>`
  );
}

function dahlia(ctx: Ctx, x: number, y: number, r: number, color: string): string {
  let out = "";
  for (let ring = 0; ring < 3; ring++) {
    const rr = r * (1 - ring * 0.28);
    const n = 16 - ring * 3;
    const c = ring === 0 ? darken(color, 0.08) : lighten(color, ring * 0.15);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + ring * 0.3 + ctx.rng.range(-0.05, 0.05);
      out += `<path d="${leaf(x, y, rr, rr * 0.2, a)}" fill="${c}" stroke="${darken(color, 0.25)}" stroke-width="1.5"/>`;
    }
  }
  return `${out}<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.15)}" fill="${darken(color, 0.3)}"/>`;
}

export function flowers(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const isTulip = rng.chance(0.5);
  const palette = isTulip
    ? ["#e0304a", "#f4a3b5", "#f6c82d", "#f08a24", "#b03a8a", "#ffffff"]
    : ["#e0457b", "#f08a24", "#c8283f", "#f6c86d", "#9b4bb8", "#f7a5a0"];
  const colors = [rng.pick(palette), rng.pick(palette), rng.pick(palette)];
  const vase = rng.pick(["#dfe6e8", "#3f6f9a", "#e9e1cf", "#c8693f"]);
  const vx = 600 + rng.range(-50, 50);
  const neck = TABLE_TOP - 140;
  let stems = "";
  let blooms = "";
  const heads = isTulip ? 11 : 8;
  for (let i = 0; i < heads; i++) {
    const a = -Math.PI / 2 + (i - (heads - 1) / 2) * 0.16 + rng.range(-0.06, 0.06);
    const l = rng.range(330, 420);
    const hx = vx + Math.cos(a) * l;
    const hy = neck + Math.sin(a) * l;
    stems += `<path d="M${f(vx + (i - heads / 2) * 6)},${f(neck + 40)}Q${f(vx + Math.cos(a) * l * 0.4)},${f(neck - l * 0.3)} ${f(hx)},${f(hy + 30)}" stroke="#4f8a34" stroke-width="9" fill="none"/>`;
    if (i % 2)
      stems += `<path d="${leaf(vx, neck, rng.range(200, 280), 32, a + rng.range(-0.4, 0.4))}" fill="#5c9438" stroke="#3f6f28" stroke-width="2"/>`;
    blooms += isTulip
      ? tulip(hx, hy, colors[i % 3]!, ((a + Math.PI / 2) * 180) / Math.PI)
      : dahlia(ctx, hx, hy, rng.range(85, 110), colors[i % 3]!);
  }
  const fill = defs.linear(
    [
      [0, darken(vase, 0.15)],
      [0.35, lighten(vase, 0.2)],
      [1, darken(vase, 0.3)],
    ],
    1,
    0,
  );
  const body =
    `<path d="M${f(vx - 70)},${f(neck)}C${f(vx - 60)},${f(neck + 80)} ${f(vx - 170)},${f(neck + 140)} ${f(vx - 160)},${f(TABLE_TOP + 120)}Q${f(vx - 150)},${f(TABLE_TOP + 210)} ${f(vx)},${f(TABLE_TOP + 210)}Q${f(vx + 150)},${f(TABLE_TOP + 210)} ${f(vx + 160)},${f(TABLE_TOP + 120)}C${f(vx + 170)},${f(neck + 140)} ${f(vx + 60)},${f(neck + 80)} ${f(vx + 70)},${f(neck)}Z" fill="${fill}"/>` +
    `<ellipse cx="${f(vx)}" cy="${f(neck)}" rx="72" ry="16" fill="${darken(vase, 0.3)}"/>`;
  return {
    scene: "table",
    body: shadow(ctx, vx + 30, TABLE_TOP + 205, 230, 40, 0.45) + stems + body + blooms,
  };
}
