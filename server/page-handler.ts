import { gzipSync } from "node:zlib";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../app/context";
import { LISTING_AUTHOR_HEADER } from "../app/member-shell";
import { WHOLE_BODY_HEADER } from "../app/whole-body";
import { parseCookies } from "./cookies";
import { memberVariantEligible, pageCacheKey } from "./member-pages";
import { isDocumentPost, noScriptCookie } from "./no-script";
import type { CachedPage, PageCache } from "./page-cache";
import { contentSecurityPolicy, type ExternalOrigins } from "./security";

type Build = ServerBuild | (() => Promise<ServerBuild>);

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // server/body-limits.ts has read a page's body already, within its limit.
    if (Buffer.isBuffer(req.body)) init.body = new Uint8Array(req.body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new globalThis.Request(url, init);
}

/** Headers only the page handler reads; the browser never sees them. */
const PRIVATE_HEADERS = new Set(
  [LISTING_AUTHOR_HEADER, WHOLE_BODY_HEADER].map((h) => h.toLowerCase()),
);
const privateHeader = (key: string) => PRIVATE_HEADERS.has(key.toLowerCase());

const acceptsGzip = (req: Request) => /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");

/** Below this a body goes out as it is, as the compression middleware does. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Ends the response with a whole body, compressed here in one synchronous step: the
 * compression middleware's stream (a transform, thread-pool hops, a socket write per chunk)
 * cost a fresh page about three times what the compressing itself does. `gzipped`: the body
 * compressed already (a cached page's).
 */
function endWhole(req: Request, res: Response, body: Buffer, gzipped?: Buffer) {
  res.vary("Accept-Encoding");
  let sent = body;
  if (acceptsGzip(req) && (gzipped || body.length >= COMPRESS_FROM_BYTES)) {
    sent = gzipped ?? gzipSync(body, { level: 4 });
    res.setHeader("Content-Encoding", "gzip");
  }
  res.setHeader("Content-Length", String(sent.length));
  res.end(req.method === "HEAD" ? undefined : sent);
}

async function send(req: Request, res: Response, response: globalThis.Response) {
  res.status(response.status);
  for (const [key, value] of response.headers) if (!privateHeader(key)) res.append(key, value);
  if (!response.body) res.end();
  // A page rendered whole goes out in one write, not through a web stream and a compressing one.
  else if (response.headers.has(WHOLE_BODY_HEADER)) {
    endWhole(req, res, Buffer.from(await response.arrayBuffer()));
  } else await writeReadableStreamToWritable(response.body, res);
}

/** hit; stale (past the TTL, being rendered again); miss (this request's render, just stored). */
type Outcome = "hit" | "stale" | "miss";

function sendCached(
  req: Request,
  res: Response,
  page: CachedPage,
  production: boolean,
  external: ExternalOrigins | undefined,
  member: boolean,
  outcome: Outcome,
) {
  res.status(page.status);
  for (const [key, value] of page.headers) res.setHeader(key, value);
  // The cached body is the same for everyone, so its inline scripts are allowed by hash, not nonce.
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy(`'self' ${page.scriptHashes.join(" ")}`, production, external),
  );
  res.setHeader("Vary", "Accept-Encoding, Cookie, Accept-Language");
  res.setHeader("X-Page-Cache", outcome);
  // A member's shared page holds nobody's data, but it is theirs: a shared cache or the
  // back-forward cache must not keep it past a logout.
  if (member) res.setHeader("Cache-Control", "private, no-store");
  endWhole(req, res, page.body, page.gzip);
}

/** Responses that are the same for every anonymous visitor and may be kept for a few seconds. */
function storable(response: globalThis.Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "") &&
    (type.includes("text/html") || type.includes("text/x-script"))
  );
}

/**
 * The React Router request handler, with the page cache in front. Anonymous visitors share one
 * entry per URL; signed-in members on `/`, `/s` and listing pages share a second one, rendered
 * without any user (decision 087). Everything else is rendered fresh: non-GET requests, `.data`
 * requests of members (a revalidation must see the real viewer), and the cases
 * memberVariantEligible refuses.
 */
export function pageHandler(options: {
  build: Build;
  mode: string;
  cache: PageCache;
  production: boolean;
  external?: ExternalOrigins;
}) {
  let handler:
    | ((request: globalThis.Request, context: AppContext) => Promise<globalThis.Response>)
    | null = null;
  const handle = (request: globalThis.Request, context: AppContext) => {
    handler ??= createRequestHandler(options.build, options.mode);
    return handler(request, context as never);
  };
  const { cache } = options;

  /**
   * Serves `key` from the cache, rendering it with `renderContext` on a miss. `personal`: a
   * cached page this viewer must not get (their own listing); they get a fresh render.
   */
  async function fromCache(
    req: Request,
    res: Response,
    context: AppContext,
    key: string,
    member: boolean,
  ) {
    const renderContext: AppContext = member
      ? { ...context, user: null, sessionToken: null, memberShell: true }
      : context;
    const personal = (page: CachedPage) =>
      member && page.authorId !== null && page.authorId === context.user?.id;
    const sendPage = (page: CachedPage, outcome: Outcome) =>
      sendCached(req, res, page, options.production, options.external, member, outcome);
    const renderFresh = async () => send(req, res, await handle(toFetchRequest(req, res), context));

    /** Renders the page without this viewer and stores it; a page it cannot store, it hands back. */
    const renderAndStore = async (): Promise<CachedPage | globalThis.Response> => {
      const response = await handle(toFetchRequest(req, res), renderContext);
      if (!storable(response)) return response;
      const headers = [...response.headers].filter(
        ([k]) => k.toLowerCase() !== "content-security-policy" && !privateHeader(k),
      );
      return cache.set(key, {
        status: response.status,
        headers,
        body: Buffer.from(await response.arrayBuffer()),
        authorId: response.headers.get(LISTING_AUTHOR_HEADER),
      });
    };

    const found = cache.lookup(key);
    if (found) {
      if (found.stale && !cache.rendering(key)) {
        // Rendered again behind this answer; a failure shows on the next miss, not here.
        cache
          .once(key, async () => {
            const result = await renderAndStore();
            if (!(result instanceof globalThis.Response)) return result;
            await result.body?.cancel();
            return null;
          })
          .catch(() => {});
      }
      return personal(found.page)
        ? renderFresh()
        : sendPage(found.page, found.stale ? "stale" : "hit");
    }

    let fresh: globalThis.Response | null = null;
    const page = await cache.once(key, async () => {
      const result = await renderAndStore();
      if (!(result instanceof globalThis.Response)) return result;
      fresh = result;
      return null;
    });
    if (page) return personal(page) ? renderFresh() : sendPage(page, "miss");
    // Not storable (a redirect, a 404, a cookie): anonymous, this request's render is the
    // answer. A member's was rendered without them (a grower's own draft redirects only for
    // them), so theirs is rendered again, as them.
    const rendered = fresh as globalThis.Response | null;
    if (rendered && !member) return send(req, res, rendered);
    await rendered?.body?.cancel();
    return renderFresh();
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const context = res.locals.context as AppContext;
      const get = req.method === "GET" || req.method === "HEAD";
      if (cache.enabled && get && context.user === null) {
        return await fromCache(
          req,
          res,
          context,
          pageCacheKey(context, "anonymous", req.originalUrl),
          false,
        );
      }
      const member =
        cache.enabled &&
        memberVariantEligible(context, {
          method: req.method,
          url: new URL(req.originalUrl, "http://page.invalid"),
          cookies: parseCookies(req.headers.cookie),
        });
      if (member) {
        return await fromCache(
          req,
          res,
          context,
          pageCacheKey(context, "member", req.originalUrl),
          true,
        );
      }
      if (cache.enabled && isDocumentPost(req.method, req.path, req.headers["sec-fetch-mode"])) {
        res.append("Set-Cookie", noScriptCookie(options.production));
      }
      return await send(req, res, await handle(toFetchRequest(req, res), context));
    } catch (error) {
      // The visitor left (closed the tab, or a load test stopped) while the page was on its
      // way: nothing went wrong on our side, and there is no one to answer.
      if (res.destroyed && !res.writableFinished) return;
      next(error);
    }
  };
}
