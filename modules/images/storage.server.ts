import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where image files live. Keys are relative, slash-separated paths such as
 * `listings/<uuid>/listing-card.webp`; the web server serves `<root>/<key>`
 * at `/images/<key>`, so a key is also part of a public URL.
 */
export type ImageStore = {
  put(key: string, data: Buffer): Promise<void>;
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

export function createDiskImageStore(rootDir: string): ImageStore {
  const root = path.resolve(rootDir);

  function resolve(key: string): string {
    if (!isValidImageKey(key)) throw new Error(`Invalid image key: ${JSON.stringify(key)}`);
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
  };
}
