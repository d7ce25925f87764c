import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("modules/geo/data/gazetteer-data.ts", () => {
  it("is what scripts/build-gazetteer.mjs makes from the pinned GeoNames package and exonyms.tsv", () => {
    const run = spawnSync(process.execPath, ["scripts/build-gazetteer.mjs", "--check"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
