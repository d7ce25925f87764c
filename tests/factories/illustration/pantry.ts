import { type Ctx, darken, f, leaf, lighten, type Subject, shadow, sphereBody } from "./kit";
import { calyx, lettuceHead, longVeg } from "./produce";
import { TABLE_TOP } from "./scene";

/** Eggs, jars and the mixed vegetable box. */

const SHELLS = ["#e8c9a0", "#d9a877", "#f4ede2", "#c98f5f", "#dfe7dc", "#ead3b5"];

/** Egg seen from above: an oval with a soft highlight. */
function egg(ctx: Ctx, x: number, y: number, size: number, angle: number): string {
  const shell = ctx.rng.pick(SHELLS);
  const fill = ctx.defs.sphere(lighten(shell, 0.45), shell, darken(shell, 0.22));
  return (
    `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})">` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(size * 0.78)}" ry="${f(size)}" fill="${fill}"/>` +
    `<ellipse cx="${f(x - size * 0.25)}" cy="${f(y - size * 0.35)}" rx="${f(size * 0.18)}" ry="${f(size * 0.28)}" fill="#fff" opacity="0.45"/></g>`
  );
}

export function eggs(ctx: Ctx): Subject {
  const { rng } = ctx;
  const cols = rng.chance(0.5) ? 3 : 5;
  const cell = cols === 3 ? 250 : 200;
  const w = cols * cell + 60;
  const h = 2 * cell + 60;
  const carton = rng.pick(["#c9c2b3", "#b9c4b8", "#d5c8b0"]);
  let cups = "";
  let inside = "";
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < 2; r++) {
      const x = -w / 2 + 30 + cell * (c + 0.5);
      const y = -h / 2 + 30 + cell * (r + 0.5);
      cups += `<circle cx="${f(x)}" cy="${f(y)}" r="${cell * 0.46}" fill="${darken(carton, 0.1)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${cell * 0.46}" fill="none" stroke="${darken(carton, 0.25)}" stroke-width="4"/>`;
      // One empty cup shows it is a carton, not a tray of pebbles.
      if (!(c === cols - 1 && r === 1))
        inside += egg(ctx, x + 4, y + 6, cell * 0.4, rng.range(-20, 20));
    }
  }
  const angle = rng.range(-14, 14);
  let loose = "";
  for (const [x, y] of [
    [260, 1060],
    [430, 1100],
  ] as const) {
    if (rng.chance(0.75))
      loose += shadow(ctx, x + 10, y + 16, 90, 110) + egg(ctx, x, y, 80, rng.range(40, 80));
  }
  // A feather: the tell-tale sign of fresh farm eggs.
  const feather = `<path d="${leaf(860, 1040, 260, 44, -0.35)}" fill="#f3efe6" stroke="#cfc6b4" stroke-width="3"/><path d="M860,1040L1102,956" stroke="#b8ae99" stroke-width="4"/>`;
  const body =
    `<g transform="translate(600 500) rotate(${f(angle)})">` +
    shadow(ctx, 20, 30, w * 0.62, h * 0.7, 0.45) +
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="30" fill="${carton}"/>${cups}${inside}</g>` +
    loose +
    feather;
  return { scene: "flat", body };
}

function jar(
  ctx: Ctx,
  cx: number,
  bottom: number,
  w: number,
  h: number,
  content: string,
  honey: boolean,
) {
  const { defs, rng } = ctx;
  const top = bottom - h;
  const fill = defs.linear(
    [
      [0, darken(content, 0.25)],
      [0.3, lighten(content, honey ? 0.3 : 0.12)],
      [0.7, content],
      [1, darken(content, 0.35)],
    ],
    1,
    0,
  );
  const lidColor = rng.pick(["#c84b3a", "#3f6f9a", "#5f8f4e", "#d99a2b"]);
  const gingham = defs.add(
    (id) =>
      `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="#fff"/>` +
      `<rect width="18" height="36" fill="${lidColor}" opacity="0.55"/><rect width="36" height="18" fill="${lidColor}" opacity="0.55"/></pattern>`,
  );
  const cloth = rng.chance(0.6);
  const lid = cloth
    ? `<path d="M${f(cx - w * 0.62)},${f(top + 50)}Q${f(cx - w * 0.55)},${f(top - 40)} ${f(cx)},${f(top - 44)}Q${f(cx + w * 0.55)},${f(top - 40)} ${f(cx + w * 0.62)},${f(top + 50)}L${f(cx + w * 0.5)},${f(top + 40)}L${f(cx + w * 0.38)},${f(top + 62)}L${f(cx + w * 0.2)},${f(top + 44)}L${f(cx)},${f(top + 66)}L${f(cx - w * 0.2)},${f(top + 44)}L${f(cx - w * 0.38)},${f(top + 62)}L${f(cx - w * 0.5)},${f(top + 40)}Z" fill="${gingham}"/>` +
      `<rect x="${f(cx - w * 0.46)}" y="${f(top + 10)}" width="${f(w * 0.92)}" height="12" fill="#cfae72"/>`
    : `<rect x="${f(cx - w * 0.46)}" y="${f(top - 30)}" width="${f(w * 0.92)}" height="60" rx="10" fill="${defs.linear(
        [
          [0, "#f3d27a"],
          [0.5, "#c99a2e"],
          [1, "#8a6a1c"],
        ],
        1,
        0,
      )}"/>`;
  const labelY = top + h * 0.42;
  return (
    shadow(ctx, cx + 14, bottom, w * 0.7, 34, 0.5) +
    `<path d="M${f(cx - w * 0.42)},${f(top + 20)}H${f(cx + w * 0.42)}Q${f(cx + w / 2)},${f(top + 60)} ${f(cx + w / 2)},${f(top + 100)}V${f(bottom - 30)}Q${f(cx + w / 2)},${f(bottom)} ${f(cx + w * 0.4)},${f(bottom)}H${f(cx - w * 0.4)}Q${f(cx - w / 2)},${f(bottom)} ${f(cx - w / 2)},${f(bottom - 30)}V${f(top + 100)}Q${f(cx - w / 2)},${f(top + 60)} ${f(cx - w * 0.42)},${f(top + 20)}Z" fill="${fill}"/>` +
    `<rect x="${f(cx - w * 0.36)}" y="${f(top + 80)}" width="${f(w * 0.1)}" height="${f(h * 0.6)}" rx="${f(w * 0.05)}" fill="#fff" opacity="0.3"/>` +
    `<rect x="${f(cx - w * 0.34)}" y="${f(labelY)}" width="${f(w * 0.68)}" height="${f(h * 0.32)}" rx="12" fill="#f6efdc" stroke="${darken("#f6efdc", 0.2)}" stroke-width="2"/>` +
    `<circle cx="${f(cx)}" cy="${f(labelY + h * 0.13)}" r="${f(w * 0.12)}" fill="${honey ? "#e4a11b" : content}"/>` +
    `<rect x="${f(cx - w * 0.2)}" y="${f(labelY + h * 0.24)}" width="${f(w * 0.4)}" height="10" rx="5" fill="#8a7a5a"/>` +
    lid
  );
}

function jars(ctx: Ctx, honey: boolean): Subject {
  const { rng } = ctx;
  const contents = honey
    ? ["#e8a317", "#d98a10", "#f0b83a", "#c8780c"]
    : ["#a3182b", "#6b1838", "#d4481c", "#8c1c2c", "#e07b1c"];
  let body = jar(ctx, 420, TABLE_TOP + 250, 320, 480, rng.pick(contents), honey);
  body += jar(ctx, 810, TABLE_TOP + 300, 260, 380, rng.pick(contents), honey);
  if (honey) {
    // Honey dipper lying in front.
    body += `<g transform="rotate(-12 640 1080)"><rect x="500" y="1070" width="360" height="22" rx="11" fill="#c89a6a"/>${[0, 1, 2, 3].map((i) => `<ellipse cx="${470 - i * 8}" cy="1081" rx="${28 - i * 2}" ry="${54 - i * 8}" fill="#b9874f" stroke="#8a6236" stroke-width="3"/>`).join("")}</g>`;
  } else {
    for (const [x, y] of [
      [240, 1080],
      [1030, 1100],
      [620, 1110],
    ] as const) {
      body += sphereBody(ctx, x, y, 36, rng.pick(["#c8182a", "#5a1a4a", "#d8202a"]));
    }
  }
  return { scene: "table", body };
}

export const jam = (ctx: Ctx) => jars(ctx, false);
export const honey = (ctx: Ctx) => jars(ctx, true);

export function vegBox(ctx: Ctx): Subject {
  const { rng, defs } = ctx;
  const wood = rng.pick(["#c89a6a", "#d8b48a", "#b98552"]);
  const slat = defs.linear([
    [0, lighten(wood, 0.15)],
    [1, darken(wood, 0.15)],
  ]);
  const [l, t, r, b] = [150, 230, 1050, 1000];
  let out = shadow(ctx, 630, 650, 560, 480, 0.5);
  out += `<rect x="${l}" y="${t}" width="${r - l}" height="${b - t}" rx="10" fill="${darken(wood, 0.45)}"/>`;
  // Contents, roughly: lettuce left, tomatoes top right, carrots and a courgette in front.
  out += lettuceHead(ctx, 380, 470, 200, rng.chance(0.3));
  for (const [x, y] of [
    [700, 370],
    [860, 410],
    [760, 520],
    [930, 550],
  ] as const) {
    out +=
      sphereBody(ctx, x, y, 92, rng.pick(["#d62f23", "#e0432a", "#f2a41f"])) +
      calyx(ctx, x, y - 18, 44);
  }
  for (let i = 0; i < 5; i++) {
    const y = 700 + i * 48;
    out +=
      `<g transform="rotate(${f(rng.range(-6, 6))} 600 ${y})"><path d="M330,${y - 24}C500,${y - 24} 780,${y - 6} 860,${y}C780,${y + 6} 500,${y + 24} 330,${y + 24}Z" fill="#ec7a1c" stroke="#c45f12" stroke-width="3"/>` +
      `<path d="M330,${y}l-110,-30M330,${y}l-120,10M330,${y}l-100,40" stroke="#4a8a33" stroke-width="10" stroke-linecap="round"/></g>`;
  }
  out += longVeg(ctx, 520, 110, "#2f5e22", -8, 640, 930);
  for (const [x, y] of [
    [960, 760],
    [930, 900],
  ] as const) {
    out += sphereBody(ctx, x, y, 70, "#b48850", 0.75);
    for (const [dx, dy] of [
      [-30, 10],
      [20, -18],
      [34, 24],
    ] as const) {
      out += `<ellipse cx="${x + dx}" cy="${y + dy}" rx="6" ry="3" fill="#6b4a2a" opacity="0.7"/>`;
    }
  }
  // Front and back slats drawn last so the produce sits inside the crate.
  out += `<rect x="${l}" y="${t}" width="${r - l}" height="46" fill="${slat}"/><rect x="${l}" y="${b - 46}" width="${r - l}" height="46" fill="${slat}"/>`;
  out += `<rect x="${l}" y="${t}" width="46" height="${b - t}" fill="${slat}"/><rect x="${r - 46}" y="${t}" width="46" height="${b - t}" fill="${slat}"/>`;
  for (const [x, y] of [
    [l + 23, t + 23],
    [r - 23, t + 23],
    [l + 23, b - 23],
    [r - 23, b - 23],
  ] as const) {
    out += `<circle cx="${x}" cy="${y}" r="6" fill="#5a4030"/>`;
  }
  return { scene: "flat", body: out };
}
