import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Sources outside our own origin that pages may use, per CSP directive. */
export type ExternalOrigins = {
  script: string[];
  style: string[];
  font: string[];
  frame: string[];
  connect: string[];
  img: string[];
};

/**
 * What the Maps JavaScript API needs, from Google's CSP guide (allowlist variant): its script
 * host, tiles and sprites as images, its data requests, the Roboto stylesheet and font. Only
 * maps.googleapis.com may run script: the API loads its modules from there and gives them the
 * page's nonce, and cached pages, whose nonce is stale, are allowed by this host instead.
 */
export const GOOGLE_MAPS_SOURCES: ExternalOrigins = {
  script: ["https://maps.googleapis.com"],
  style: ["https://fonts.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
  frame: ["https://*.google.com"],
  connect: [
    "https://*.googleapis.com",
    "https://*.google.com",
    "https://*.gstatic.com",
    "data:",
    "blob:",
  ],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
  ],
};

export function externalOrigins(env: {
  PUBLIC_MAP_STYLE_URL: string;
  PUBLIC_STATIC_MAP_URL_TEMPLATE?: string;
  PUBLIC_IMAGE_BASE_URL?: string;
  PUBLIC_MAP_PROVIDER?: "maplibre" | "google";
  PUBLIC_GOOGLE_MAPS_API_KEY?: string;
  SENTRY_DSN?: string;
}): ExternalOrigins {
  const origin = (url: string | undefined) => {
    try {
      return url ? [new URL(url.replace(/\{[a-z]+\}/g, "0")).origin] : [];
    } catch {
      return [];
    }
  };
  // Images on an S3 bucket or CDN, and a static map image host.
  const img = [...origin(env.PUBLIC_IMAGE_BASE_URL), ...origin(env.PUBLIC_STATIC_MAP_URL_TEMPLATE)];
  // Browser errors are sent to the DSN's host, only when one is configured (decision 057).
  const errorReporting = origin(env.SENTRY_DSN);
  const none = { script: [], style: [], font: [], frame: [], connect: [], img: [] };
  if (env.PUBLIC_MAP_PROVIDER === "google") {
    // Without a key no map loads (the pages fall back), so nothing of Google's is allowed.
    const google = env.PUBLIC_GOOGLE_MAPS_API_KEY ? GOOGLE_MAPS_SOURCES : none;
    return {
      ...google,
      connect: [...google.connect, ...errorReporting],
      img: [...img, ...google.img],
    };
  }
  // MapLibre: the style's host serves the style, tiles, sprites and glyphs.
  return { ...none, connect: [...origin(env.PUBLIC_MAP_STYLE_URL), ...errorReporting], img };
}

/** `base` followed by `extra`, each source once. */
const sources = (base: string[], extra: string[] = []) =>
  [...new Set([...base, ...extra])].join(" ");

export function contentSecurityPolicy(
  scriptSources: string,
  production: boolean,
  external: Partial<ExternalOrigins> = {},
): string {
  const connect = external.connect ?? [];
  return [
    "default-src 'self'",
    `script-src ${sources([scriptSources], external.script)}`,
    `style-src ${sources(["'self'", "'unsafe-inline'"], external.style)}`,
    `img-src ${sources(["'self'", "data:", "blob:"], [...(external.img ?? []), ...connect])}`,
    `font-src ${sources(["'self'"], external.font)}`,
    // MapLibre runs its worker from a blob: URL.
    "worker-src 'self' blob:",
    `connect-src ${sources(["'self'"], [...connect, ...(production ? [] : ["ws:", "wss:"])])}`,
    ...(external.frame?.length ? [`frame-src ${sources(["'self'"], external.frame)}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Security headers for every response. The CSP allows scripts only from our
 * origin plus the per-request nonce React Router puts on its inline scripts
 * (and, with Google Maps, the Maps JavaScript API's host).
 */
export function securityHeaders(options: { production: boolean; external?: ExternalOrigins }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const scriptSrc = options.production
      ? `'self' 'nonce-${nonce}'`
      : `'self' 'unsafe-inline' 'unsafe-eval'`;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(scriptSrc, options.production, options.external),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (options.production)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin this request was made to, normalised as URL does it (default ports dropped). */
function requestOrigin(req: Request): string | null {
  const host = req.headers.host;
  if (!host) return null;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence by origin check: a state-changing request must come from our
 * own origin — scheme, host and port — either APP_URL's or the one the request
 * itself was made to (its protocol and Host); `Origin: null` is cross-site. Requests with neither Origin nor Referer are
 * allowed only when they carry no session cookie (scripts and API clients without ambient authority).
 */
export function csrfProtection(options: { allowedOrigins: string[]; sessionCookie: string }) {
  const allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith("/webhooks/")) return next();
    const own = requestOrigin(req);
    const sameHost = (value: string) => {
      try {
        const { origin } = new URL(value);
        return allowed.has(origin) || origin === own;
      } catch {
        return false;
      }
    };
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    // "null" is an opaque origin (a sandboxed frame, a data: page, a cross-site redirect): the
    // page that sent it is not ours, whatever Referer it forges or keeps.
    if (origin) {
      if (origin !== "null" && sameHost(origin)) return next();
    } else if (referer) {
      if (sameHost(referer)) return next();
    } else if (!req.headers.cookie?.includes(`${options.sessionCookie}=`)) {
      return next();
    }
    res.status(403).json({
      errors: [{ id: "csrf", status: 403, code: "forbidden", title: "Cross-site request refused" }],
    });
  };
}
