// Renders the default share images (1200×630, 600×314) and the app icon into public/static.
// Run once after changing the brand: `npx tsx scripts/make-brand-images.ts`.
import sharp from "sharp";

const mark = `<circle cx="20" cy="20" r="19" fill="#c8432a"/><path d="M20 31V19" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><path d="M20 19c0-5.5 4-9.5 10-9.5 0 5.5-4 9.5-10 9.5z" fill="#bfe3a6"/><path d="M20 22c0-4.4-3.2-7.6-8.2-7.6 0 4.4 3.2 7.6 8.2 7.6z" fill="#8fcf73"/>`;

async function main() {
  for (const [w, h] of [
    [1200, 630],
    [600, 314],
  ] as const) {
    const svg = shareSvg(w, h);
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 9 })
      .toFile(`public/static/share-${w}x${h}.png`);
  }
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 40 40">${mark}</svg>`,
    ),
  )
    .png()
    .toFile("public/static/logo-512.png");
  console.log("brand images written to public/static");
}

function shareSvg(width: number, height: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3ecdc"/><stop offset="1" stop-color="#faf6ee"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1010" cy="140" r="260" fill="#f2b632" opacity=".28"/>
  <g transform="translate(90 110) scale(3)">${mark}</g>
  <text x="230" y="205" font-family="DejaVu Serif, Georgia, serif" font-size="84" font-weight="700" fill="#2f5d3a">Buurtoogst</text>
  <text x="92" y="340" font-family="DejaVu Serif, Georgia, serif" font-size="62" font-weight="700" fill="#2d2a26">Verse oogst uit je buurt</text>
  <text x="92" y="415" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#5f584f">Groenten, fruit en planten van tuinders dichtbij.</text>
  <g transform="translate(930 400) scale(0.85)">
    <circle cx="70" cy="90" r="70" fill="#d9432b"/><circle cx="170" cy="110" r="62" fill="#c8372a"/><circle cx="120" cy="40" r="55" fill="#e2553a"/>
    <path d="M70 24l14 14 18-6-10 16 14 12-20-2-8 18-8-18-20 2 14-12-10-16z" fill="#3f7d3a"/>
  </g>
  <rect x="0" y="600" width="1200" height="30" fill="#2f5d3a"/>
  </svg>`;
}

await main();
