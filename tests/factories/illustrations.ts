import sharp from "sharp";
import { createRng, type Ctx, Defs, type Subject } from "./illustration/kit";
import {
  apples,
  beans,
  carrots,
  courgettes,
  lettuce,
  pears,
  potatoes,
  pumpkins,
  strawberries,
  tomatoes,
} from "./illustration/produce";
import { flatLay, stillLife, vignette } from "./illustration/scene";

/**
 * Product illustrations for demo and test listings: drawn SVG still lifes, so
 * the catalogue looks like a market without shipping photos in the repository.
 */
const SUBJECTS = {
  tomatoes,
  strawberries,
  courgettes,
  pumpkins,
  apples,
  pears,
  carrots,
  lettuce,
  beans,
  potatoes,
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
