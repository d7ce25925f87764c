import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

/**
 * A short-lived cache of whole pages (a "microcache"). Public pages are identical for
 * everyone with the same URL, language and cookie-consent state, so a hot page is rendered
 * once every few seconds instead of once per request. Anonymous visitors get the anonymous
 * entry; signed-in members a second entry rendered without their data, filled in by the
 * browser (decision 087).
 */
export type CachedPage = {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** A listing page's grower: they get their own page rendered fresh (decision 087). */
  authorId: string | null;
  gzip: Buffer;
  /** CSP for this body: inline scripts allowed by hash, since the body no longer varies per request. */
  scriptHashes: string[];
  storedAt: number;
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** SHA-256 CSP sources for every executable inline script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.push(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

export function createPageCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  // Bumped by clear(): a render that started before it must not store what it read.
  let generation = 0;

  /**
   * A stored page, `stale` once older than the TTL: for one more TTL it is still served while a
   * single request renders it again, so no visitor waits on that render (decision 087).
   */
  function lookup(key: string): { page: CachedPage; stale: boolean } | null {
    const entry = entries.get(key);
    if (!entry) return null;
    const age = now() - entry.storedAt;
    if (age > options.ttlMs * 2) {
      entries.delete(key);
      return null;
    }
    return { page: entry, stale: age > options.ttlMs };
  }

  /** A stored page within its TTL. */
  function get(key: string): CachedPage | null {
    const found = lookup(key);
    return found && !found.stale ? found.page : null;
  }

  function set(
    key: string,
    page: Omit<CachedPage, "gzip" | "scriptHashes" | "storedAt" | "authorId"> & {
      authorId?: string | null;
    },
  ): CachedPage {
    const isHtml = page.headers.some(
      ([k, v]) => k.toLowerCase() === "content-type" && v.includes("text/html"),
    );
    const entry: CachedPage = {
      ...page,
      authorId: page.authorId ?? null,
      gzip: gzipSync(page.body, { level: 9 }),
      scriptHashes: isHtml ? inlineScriptHashes(page.body.toString("utf8")) : [],
      storedAt: now(),
    };
    entries.delete(key);
    entries.set(key, entry);
    // Map order is insertion order: the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  return {
    enabled: options.ttlMs > 0,
    get,
    lookup,
    /** Whether a render of `key` is under way. */
    rendering: (key: string) => pending.has(key),
    set,
    /** Concurrent misses for one key render once; the others wait for that render. */
    async once(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
      const running = pending.get(key);
      if (running) return running;
      const started = generation;
      const promise = render()
        .then((page) => {
          if (page && started !== generation) entries.delete(key);
          return page;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    /**
     * Forgets every page: a listing was created, edited, published, closed or opened, and the
     * pages that show it must show it at once (decision 087). This process only; other
     * processes' copies age out within the TTL.
     */
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
    size: () => entries.size,
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
