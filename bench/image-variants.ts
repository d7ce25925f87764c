import { availableParallelism, loadavg } from "node:os";
import sharp from "sharp";
import { LISTING_VARIANTS } from "#modules/images";
import { type ImageStore, makeListingVariants } from "#modules/images/server";

// Time to make every listing variant (WebP + JPEG each) of a 12-megapixel phone-like
// JPEG, as an upload does. Target (spec): at most 800 ms on a 2-core machine.
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WIDTH = 4000;
const HEIGHT = 3000;

/** Deterministic pseudo-random numbers, so every run encodes the same photo. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Something that compresses like a photo: a sky-to-soil gradient, shaded round
 * produce and leaves (SVG), soft blotches (upscaled noise) and sensor grain.
 */
async function makePhoto(): Promise<Buffer> {
  const random = rng(42);
  const shapes: string[] = [];
  const colours = ["#c8432a", "#e07b39", "#f2b632", "#6a8f3a", "#8e2f4f", "#d9c27a", "#2f5d3a"];
  for (let i = 0; i < 70; i++) {
    const x = random() * WIDTH;
    const y = HEIGHT * 0.35 + random() * HEIGHT * 0.65;
    const r = 60 + random() * 320;
    if (i % 3 === 0) {
      const angle = Math.round(random() * 180);
      shapes.push(
        `<ellipse cx="${x}" cy="${y}" rx="${r * 1.6}" ry="${r * 0.45}" fill="url(#g${i % colours.length})" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    } else {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="url(#g${i % colours.length})"/>`);
    }
    if (i % 5 === 0)
      shapes.push(
        `<circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.15}" fill="#fff" fill-opacity="0.35"/>`,
      );
  }
  const gradients = colours
    .map(
      (c, i) =>
        `<radialGradient id="g${i}" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.25" stop-color="${c}"/><stop offset="1" stop-color="#1d1a16"/></radialGradient>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>${gradients}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9cc3e6"/><stop offset="0.35" stop-color="#e8e1cf"/>
      <stop offset="0.4" stop-color="#7a5c3e"/><stop offset="1" stop-color="#3b2a1c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>${shapes.join("")}</svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();

  // Soft blotches: 160×120 random colours, upscaled smoothly.
  const small = Buffer.alloc(160 * 120 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(random() * 256);
  const blotches = await sharp(small, { raw: { width: 160, height: 120, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: "cubic" })
    .raw()
    .toBuffer();

  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < pixels.length; i++) {
    const grain = (random() + random() + random() - 1.5) * 14;
    const value = base[i]! * 0.82 + (blotches[i]! - 128) * 0.25 + 20 + grain;
    pixels[i] = Math.max(0, Math.min(255, value));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function memoryStore() {
  const files = new Map<string, number>();
  const store: ImageStore = {
    async put(key, data) {
      files.set(key, data.length);
    },
    async delete(keys) {
      for (const key of keys) files.delete(key);
    },
  };
  return { store, files };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

const photo = await makePhoto();
console.log(
  `Input: ${WIDTH}×${HEIGHT} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB; ${availableParallelism()} cores; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; libvips threads per image ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}`,
);

// One warm-up: loads the codecs and fills the thread pool.
await makeListingVariants(photo, memoryStore().store, "bench/warmup");

const times: number[] = [];
const cpuTimes: number[] = [];
let last = memoryStore();
for (let run = 0; run < RUNS; run++) {
  last = memoryStore();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await makeListingVariants(photo, last.store, `bench/run-${run}`);
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
times.sort((a, b) => a - b);
console.log(
  `All ${LISTING_VARIANTS.length} listing variants × ${2} formats (${last.files.size} files), ${RUNS} runs: median ${median(times).toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms  (target ≤ 800 ms)`,
);
console.log(
  `CPU time per run (all threads): median ${median(cpuTimes).toFixed(0)} ms; machine load average ${loadavg()[0]!.toFixed(2)} (other processes compete for the same cores)`,
);

console.log("\nOutput sizes (last run):");
let total = 0;
for (const spec of LISTING_VARIANTS) {
  const webp = last.files.get(`bench/run-${RUNS - 1}/${spec.name}.webp`) ?? 0;
  const jpg = last.files.get(`bench/run-${RUNS - 1}/${spec.name}.jpg`) ?? 0;
  total += webp + jpg;
  console.log(
    `  ${spec.name.padEnd(16)} webp ${kb(webp).padStart(8)}   jpg ${kb(jpg).padStart(8)}`,
  );
}
console.log(`  total            ${kb(total)}`);
