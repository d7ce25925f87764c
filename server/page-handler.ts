import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../app/context";
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

async function send(res: Response, response: globalThis.Response) {
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

function sendCached(
  req: Request,
  res: Response,
  page: CachedPage,
  production: boolean,
  external?: ExternalOrigins,
) {
  res.status(page.status);
  for (const [key, value] of page.headers) res.setHeader(key, value);
  // The cached body is the same for everyone, so its inline scripts are allowed by hash, not nonce.
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy(`'self' ${page.scriptHashes.join(" ")}`, production, external),
  );
  res.setHeader("Vary", "Accept-Encoding, Cookie, Accept-Language");
  res.setHeader("X-Page-Cache", "hit");
  const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  const body = gzip ? page.gzip : page.body;
  res.setHeader("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
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
 * The React Router request handler, with the anonymous page cache in front.
 * Logged-in users, non-GET requests and anything carrying a cookie we set for
 * a user are always rendered fresh.
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

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const context = res.locals.context as AppContext;
      const cacheable =
        options.cache.enabled &&
        (req.method === "GET" || req.method === "HEAD") &&
        context.user === null;
      if (!cacheable) return await send(res, await handle(toFetchRequest(req, res), context));

      const key = `${context.locale}|${context.cookieConsent ? 1 : 0}|${req.originalUrl}`;
      const hit = options.cache.get(key);
      if (hit) return sendCached(req, res, hit, options.production, options.external);

      let fresh: globalThis.Response | null = null;
      const page = await options.cache.once(key, async () => {
        const response = await handle(toFetchRequest(req, res), context);
        if (!storable(response)) {
          fresh = response;
          return null;
        }
        const headers = [...response.headers].filter(
          ([k]) => k.toLowerCase() !== "content-security-policy",
        );
        return options.cache.set(key, {
          status: response.status,
          headers,
          body: Buffer.from(await response.arrayBuffer()),
        });
      });
      if (page) return sendCached(req, res, page, options.production, options.external);
      // Not storable: this request rendered it, or it waited on a render it cannot share.
      return await send(res, fresh ?? (await handle(toFetchRequest(req, res), context)));
    } catch (error) {
      // The visitor left (closed the tab, or a load test stopped) while the page was on its
      // way: nothing went wrong on our side, and there is no one to answer.
      if (res.destroyed && !res.writableFinished) return;
      next(error);
    }
  };
}
