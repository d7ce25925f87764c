import sharp from "sharp";
import { apples, pears, strawberries } from "./illustration/fruit";
import { flowers, herbs, pottedPlants, seedPackets } from "./illustration/garden";
import { gardenService, soilBag, tools } from "./illustration/garden-supplies";
import { type Ctx, createRng, Defs, type Subject } from "./illustration/kit";
import { eggs, honey, jam, vegBox } from "./illustration/pantry";
import { cherryTomatoes, courgettes, lettuce, pumpkins, tomatoes } from "./illustration/produce";
import { beans, carrots, potatoes } from "./illustration/roots";
import { flatLay, stillLife, vignette } from "./illustration/scene";

/**
 * Product illustrations for demo and test listings: drawn SVG still lifes, so
 * the catalogue looks like a market without shipping photos in the repository.
 */
const SUBJECTS = {
  tomatoes,
  cherryTomatoes,
  strawberries,
  courgettes,
  pumpkins,
  apples,
  pears,
  carrots,
  lettuce,
  beans,
  potatoes,
  eggs,
  jam,
  honey,
  vegBox,
  seedPackets,
  herbs,
  pottedPlants,
  flowers,
  tools,
  soilBag,
  gardenService,
} satisfies Record<string, (ctx: Ctx) => Subject>;

export type IllustrationKind = keyof typeof SUBJECTS;
export const ILLUSTRATION_KINDS = Object.keys(SUBJECTS) as IllustrationKind[];

export const ILLUSTRATION_SIZE = 1200;

/** The same kind and seed always give the same picture. */
export function illustrationSvg(kind: IllustrationKind, seed: number): string {
  const ctx: Ctx = { rng: createRng(seed * 7919 + kind.length * 104_729), defs: new Defs() };
  const subject = SUBJECTS[kind](ctx);
  const backdrop =
    subject.scene === "flat" ? flatLay(ctx) : subject.scene === "table" ? stillLife(ctx) : "";
  const size = ILLUSTRATION_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1200 1200">` +
    `${ctx.defs}${backdrop}${subject.body}${vignette(ctx)}</svg>`
  );
}

export async function renderIllustration(kind: IllustrationKind, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(kind, seed)))
    .jpeg({ quality: 88 })
    .toBuffer();
}
