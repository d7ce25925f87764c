import { blob, type Ctx, darken, f, leaf, lighten, type Subject, shadow } from "./kit";
import { lettuceHead } from "./produce";
import { TABLE_TOP } from "./scene";

/** Tools, soil and a garden for the service listings. */

function trowel(ctx: Ctx, x: number, y: number, angle: number, fork: boolean, scale = 1): string {
  const { defs, rng } = ctx;
  const handle = rng.pick(["#a8764a", "#c84b3a", "#3f7d2c", "#3f6f9a"]);
  const metal = defs.linear(
    [
      [0, "#e9eef0"],
      [0.5, "#b7c0c4"],
      [1, "#7d878b"],
    ],
    1,
    0,
  );
  const head = fork
    ? `<path d="M-70,-40h140v40q0,40 -30,60h-80q-30,-20 -30,-60Z" fill="${metal}"/>` +
      [-50, 0, 50]
        .map((t) => `<rect x="${t - 12}" y="50" width="24" height="190" rx="12" fill="${metal}"/>`)
        .join("")
    : `<path d="M-20,-40h40v40C100,20 110,120 0,280C-110,120 -100,20 -20,0Z" fill="${metal}" stroke="#6d7679" stroke-width="3"/>` +
      `<path d="M0,20V230" stroke="#ffffff" stroke-width="6" opacity="0.5"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${scale})">` +
    `<g transform="translate(16 26)"><rect x="-30" y="-330" width="60" height="290" rx="28" fill="#000" opacity="0.18"/></g>` +
    `<rect x="-30" y="-330" width="60" height="290" rx="28" fill="${handle}"/>` +
    `<rect x="-30" y="-330" width="18" height="290" rx="9" fill="#ffffff" opacity="0.25"/>` +
    `<rect x="-22" y="-60" width="44" height="40" fill="#8b9498"/>${head}</g>`
  );
}

function twineBall(ctx: Ctx, x: number, y: number): string {
  let out = `${shadow(ctx, x + 14, y + 20, 120, 110)}<circle cx="${x}" cy="${y}" r="100" fill="#d8b77e"/>`;
  for (let i = 0; i < 9; i++) {
    out += `<ellipse cx="${x}" cy="${y}" rx="${f(100 - i * 4)}" ry="${f(30 + i * 7)}" fill="none" stroke="#b08f55" stroke-width="4" transform="rotate(${i * 20} ${x} ${y})"/>`;
  }
  return `${out}<path d="M${x + 80},${y + 60}q80,40 160,10t150,40" stroke="#cfae72" stroke-width="7" fill="none"/>`;
}

function smallPot(ctx: Ctx, x: number, y: number, r: number): string {
  return (
    shadow(ctx, x + 14, y + 22, r * 1.2, r * 1.2, 0.4) +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#c8693f"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="#a4522f"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.68}" fill="#4a3424"/>` +
    (ctx.rng.chance(0.7)
      ? `<path d="${leaf(x, y, r * 0.7, r * 0.25, -0.6)}" fill="#5c9438"/><path d="${leaf(x, y, r * 0.7, r * 0.25, 2.4)}" fill="#6aa83c"/>`
      : "")
  );
}

export function tools(ctx: Ctx): Subject {
  const { rng } = ctx;
  const body =
    smallPot(ctx, 900, 260, 130) +
    smallPot(ctx, 1040, 460, 95) +
    twineBall(ctx, 250, 930) +
    trowel(ctx, 450, 560, rng.range(-30, -10), false, 1.3) +
    trowel(ctx, 760, 700, rng.range(10, 30), true, 1.3) +
    `<rect x="820" y="860" width="240" height="40" rx="6" fill="#e8d7b0" transform="rotate(-20 940 880)"/>`;
  return { scene: "flat", body };
}

export function soilBag(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const bag = rng.pick(["#2f5e2a", "#5a3a22", "#1f3d2b", "#7a5a2a"]);
  const fill = defs.linear(
    [
      [0, darken(bag, 0.2)],
      [0.4, lighten(bag, 0.15)],
      [1, darken(bag, 0.35)],
    ],
    1,
    0,
  );
  const x = 470;
  const top = 180;
  const bottom = TABLE_TOP + 180;
  let crimp = "";
  for (let i = 0; i < 14; i++)
    crimp += `<path d="M${x - 230 + i * 33},${top}v40" stroke="#000" stroke-width="3" opacity="0.25"/>`;
  // A mound of loose soil: flat on the table, crumbly on top.
  const base = TABLE_TOP + 300;
  let soil = `<path d="M640,${base}C700,${base - 40} 760,${base - 190} 880,${base - 200}C1000,${base - 190} 1060,${base - 40} 1120,${base}Z" fill="#3b2a1e"/>`;
  for (let i = 0; i < 80; i++) {
    const sx = 880 + rng.range(-200, 200);
    const sy = base - rng.range(0, 170) * (1 - Math.abs(sx - 880) / 260);
    soil += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(rng.range(3, 9))}" fill="${rng.pick(["#5a4030", "#2a1d14", "#6b5038"])}"/>`;
  }
  const body =
    shadow(ctx, x + 40, bottom, 320, 50, 0.5) +
    `<path d="M${x - 240},${top}H${x + 240}L${x + 270},${bottom - 60}Q${x + 270},${bottom} ${x + 200},${bottom}H${x - 200}Q${x - 270},${bottom} ${x - 270},${bottom - 60}Z" fill="${fill}"/>` +
    `<rect x="${x - 240}" y="${top}" width="480" height="50" fill="${darken(bag, 0.3)}"/>${crimp}` +
    `<rect x="${x - 180}" y="${top + 130}" width="360" height="420" rx="24" fill="#f3ecd8"/>` +
    `<circle cx="${x}" cy="${top + 290}" r="110" fill="#d9e8c4"/>` +
    `<path d="${leaf(x, top + 350, 150, 50, -2.1)}" fill="#4f8a34"/><path d="${leaf(x, top + 350, 150, 50, -1.0)}" fill="#6aa83c"/>` +
    `<rect x="${x - 130}" y="${top + 430}" width="260" height="28" rx="14" fill="${bag}"/>` +
    `<rect x="${x - 90}" y="${top + 480}" width="180" height="18" rx="9" fill="#b9ab8a"/>` +
    shadow(ctx, 880, base, 280, 40, 0.5) +
    soil +
    trowel(ctx, 1000, base - 240, 35, false);
  return { scene: "table", body };
}

/** A tended vegetable garden: the picture for garden help and other services. */
export function gardenService(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const sky = defs.linear([
    [0, "#9fc9ea"],
    [1, "#e6f1f7"],
  ]);
  const lawn = defs.linear([
    [0, "#8dbb55"],
    [1, "#5f9a3a"],
  ]);
  let out = `<rect width="1200" height="520" fill="${sky}"/><rect y="440" width="1200" height="760" fill="${lawn}"/>`;
  for (let i = 0; i < 3; i++) {
    out += `<ellipse cx="${f(rng.range(100, 1100))}" cy="${f(rng.range(80, 220))}" rx="${f(rng.range(90, 150))}" ry="34" fill="#ffffff" opacity="0.85"/>`;
  }
  // Hedge and trees along the back.
  for (let x = -40; x < 1260; x += 70) {
    out += `<path d="${blob(rng, x, 440, 70, rng.range(60, 110), 0.15, 9)}" fill="${rng.pick(["#3f6f2a", "#2f5e22", "#4a7d30"])}"/>`;
  }
  // Raised beds in perspective, each with a row of plants.
  const beds = [
    { y: 560, h: 110, w: 760, plants: "lettuce" },
    { y: 760, h: 150, w: 960, plants: "carrots" },
  ];
  for (const bed of beds) {
    const l = 600 - bed.w / 2;
    const r = 600 + bed.w / 2;
    out += `<path d="M${l + 40},${bed.y}H${r - 40}L${r},${bed.y + bed.h}H${l}Z" fill="#4a3424"/>`;
    out += `<rect x="${l - 10}" y="${bed.y + bed.h}" width="${bed.w + 20}" height="${f(bed.h * 0.45)}" fill="#a8764a"/>`;
    out += `<rect x="${l - 10}" y="${bed.y + bed.h}" width="${bed.w + 20}" height="8" fill="#c89a6a"/>`;
    const n = bed.plants === "lettuce" ? 6 : 9;
    for (let i = 0; i < n; i++) {
      const px = l + 80 + (i * (bed.w - 160)) / (n - 1);
      const py = bed.y + bed.h * 0.55;
      out +=
        bed.plants === "lettuce"
          ? lettuceHead(ctx, px, py, 55, i % 3 === 2)
          : [-0.5, -0.2, 0.2, 0.5]
              .map(
                (a) => `<path d="${leaf(px, py + 20, 90, 14, -Math.PI / 2 + a)}" fill="#4a8a33"/>`,
              )
              .join("");
    }
  }
  // A watering can in the foreground says "someone is working here".
  const can = rng.pick(["#3f7d9a", "#5c9438", "#b7c0c4"]);
  out +=
    shadow(ctx, 960, 1110, 170, 30, 0.4) +
    `<path d="M860,930h200l-15,180h-170Z" fill="${can}"/>` +
    `<path d="M875,940L760,860l-20,10 120,110" fill="${darken(can, 0.15)}"/>` +
    `<rect x="730" y="840" width="50" height="30" rx="8" fill="${darken(can, 0.25)}" transform="rotate(-35 755 855)"/>` +
    `<path d="M1050,950q80,20 40,120" stroke="${darken(can, 0.2)}" stroke-width="18" fill="none"/>` +
    `<rect x="860" y="930" width="40" height="180" fill="#ffffff" opacity="0.2"/>`;
  return { scene: "none", body: out };
}
