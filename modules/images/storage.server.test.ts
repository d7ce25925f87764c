import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentTypeOf, createDiskImageStore, isValidImageKey } from "./storage.server";
import { createImageStore } from "./stores.server";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "bt-images-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("disk image store", () => {
  it("writes under the root and removes the files and their emptied folder", async () => {
    const root = await tempDir();
    const store = createDiskImageStore(root);
    await store.put("listings/a1/listing-card.webp", Buffer.from("w"));
    await store.put("listings/a1/listing-card.jpg", Buffer.from("j"));
    expect(store.path("listings/a1/listing-card.webp")).toBe(
      path.join(root, "listings", "a1", "listing-card.webp"),
    );
    expect(await readFile(store.path("listings/a1/listing-card.jpg"), "utf8")).toBe("j");

    await store.delete(["listings/a1/listing-card.webp"]);
    expect(existsSync(store.path("listings/a1/listing-card.webp"))).toBe(false);
    expect(existsSync(path.join(root, "listings", "a1"))).toBe(true);
    await store.delete(["listings/a1/listing-card.jpg", "listings/a1/gone.webp"]);
    expect(existsSync(path.join(root, "listings", "a1"))).toBe(false);
  });

  it("refuses keys that could leave the root or break a URL", async () => {
    for (const key of [
      "../x.webp",
      "listings/../../x",
      "/abs.webp",
      "a//b.webp",
      "A.webp",
      "a b.webp",
    ])
      expect(isValidImageKey(key), key).toBe(false);
    expect(isValidImageKey("listings/0b6e1f7a-1111/listing-card-2x.webp")).toBe(true);
    const store = createDiskImageStore(await tempDir());
    await expect(store.put("../escape.webp", Buffer.from("x"))).rejects.toThrow(
      "Invalid image key",
    );
  });

  it("knows the content type of each variant format", () => {
    expect(contentTypeOf("a/b.webp")).toBe("image/webp");
    expect(contentTypeOf("a/b.jpg")).toBe("image/jpeg");
    expect(contentTypeOf("a/b.bin")).toBe("application/octet-stream");
  });
});

describe("createImageStore", () => {
  const base = { DATA_DIR: ".data", S3_REGION: "auto" } as const;

  it("uses the disk by default", () => {
    const store = createImageStore({ ...base, IMAGE_STORAGE: "disk" });
    expect("path" in store).toBe(true);
  });

  it("fails at start when S3 lacks its bucket or public URL", () => {
    expect(() => createImageStore({ ...base, IMAGE_STORAGE: "s3" })).toThrow(
      "IMAGE_STORAGE=s3 needs S3_BUCKET and PUBLIC_IMAGE_BASE_URL to be set",
    );
    const store = createImageStore({
      ...base,
      IMAGE_STORAGE: "s3",
      S3_BUCKET: "b",
      PUBLIC_IMAGE_BASE_URL: "https://cdn.example.com",
    });
    expect("path" in store).toBe(false);
  });
});
