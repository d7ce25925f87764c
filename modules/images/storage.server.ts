import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where image files live. Keys are relative, slash-separated paths such as
 * `listings/<uuid>/listing-card.webp`; a key is also the tail of the public URL
 * (`<imageBaseUrl>/<key>`, see urls.ts). Keys never change content: a new
 * upload gets a new key, so files can be cached forever.
 */
export type ImageStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** Removes the keys; keys that do not exist are not an error. */
  delete(keys: readonly string[]): Promise<void>;
};

export type DiskImageStore = ImageStore & {
  /** Absolute file path of a key (the file need not exist). */
  path(key: string): string;
};

// Lowercase letters, digits, `-`, `_` and `.` per segment, no empty or dot-only
// segments: keys stay URL-safe and can never climb out of the root directory.
const SEGMENT = /^(?!\.+$)[a-z0-9][a-z0-9._-]*$/;

export function isValidImageKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length > 0 && segments.every((s) => SEGMENT.test(s));
}

export function assertValidImageKey(key: string): void {
  if (!isValidImageKey(key)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  avif: "image/avif",
};

/** Content-Type of a key by its extension (stores that need it: S3). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";
}

export function createDiskImageStore(rootDir: string): DiskImageStore {
  const root = path.resolve(rootDir);

  function resolve(key: string): string {
    assertValidImageKey(key);
    return path.join(root, ...key.split("/"));
  }

  return {
    path: resolve,
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write to a temporary sibling and rename: a request for the image never
      // sees a half-written file, and a crash leaves no truncated variant behind.
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async delete(keys) {
      const files = keys.map(resolve);
      await Promise.all(files.map((file) => rm(file, { force: true })));
      // Drop the image's folder when it is empty now; a folder still holding files stays.
      const dirs = new Set(files.map((file) => path.dirname(file)));
      await Promise.all(
        [...dirs].map((dir) =>
          rmdir(dir).catch(() => {
            /* not empty, or already gone */
          }),
        ),
      );
    },
  };
}
