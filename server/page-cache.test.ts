import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, inlineScriptHashes } from "./page-cache";

const html = (body: string) => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]] as Array<[string, string]>,
  body: Buffer.from(body),
});

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts and skips external and JSON ones", () => {
    const doc = `<script nonce="x">window.a=1</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">import "/y"</script>`;
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(doc)).toEqual([sha("window.a=1"), sha('import "/y"')]);
  });
});

describe("page cache", () => {
  it("returns a stored page until it is older than the TTL", () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 5000, now: () => t });
    cache.set("nl|/", html("<p>hoi</p>"));
    t = 4999;
    expect(cache.get("nl|/")?.body.toString()).toBe("<p>hoi</p>");
    expect(gunzipSync(cache.get("nl|/")!.gzip).toString()).toBe("<p>hoi</p>");
    t = 5001;
    expect(cache.get("nl|/")).toBeNull();
  });

  it("serves a page past its TTL as stale for one more TTL, then forgets it", () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 5000, now: () => t });
    cache.set("k", html("x"));
    expect(cache.lookup("k")?.stale).toBe(false);
    t = 7000;
    expect(cache.lookup("k")).toMatchObject({ stale: true });
    expect(cache.get("k")).toBeNull();
    t = 10_001;
    expect(cache.lookup("k")).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it("evicts the oldest entries beyond its size", () => {
    const cache = createPageCache({ ttlMs: 5000, maxEntries: 2 });
    cache.set("a", html("a"));
    cache.set("b", html("b"));
    cache.set("c", html("c"));
    expect(cache.get("a")).toBeNull();
    expect(cache.size()).toBe(2);
  });

  it("renders once for concurrent misses", async () => {
    const cache = createPageCache({ ttlMs: 5000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return cache.set("k", html("x"));
    };
    await Promise.all([cache.once("k", render), cache.once("k", render), cache.once("k", render)]);
    expect(renders).toBe(1);
  });

  it("keeps a listing page's grower with the page", () => {
    const cache = createPageCache({ ttlMs: 5000 });
    cache.set("l", { ...html("listing"), authorId: "grower-1" });
    cache.set("s", html("search"));
    expect(cache.get("l")?.authorId).toBe("grower-1");
    expect(cache.get("s")?.authorId).toBeNull();
  });

  it("forgets every page on clear, and a render begun before it does not stay", async () => {
    const cache = createPageCache({ ttlMs: 5000 });
    cache.set("a", html("a"));
    let finish = () => {};
    const rendering = cache.once("b", async () => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return cache.set("b", html("old b"));
    });
    cache.clear();
    expect(cache.get("a")).toBeNull();
    finish();
    // The waiting request still gets its page; the next one renders again.
    expect((await rendering)?.body.toString()).toBe("old b");
    expect(cache.get("b")).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it("is off with a TTL of 0", () => {
    expect(createPageCache({ ttlMs: 0 }).enabled).toBe(false);
  });
});
