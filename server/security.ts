import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Security headers for every response. The CSP allows scripts only from our
 * origin plus the per-request nonce React Router puts on its inline scripts.
 */
/** Origins outside our own that pages may load from: the map style and tiles, a static map image host. */
export type ExternalOrigins = { connect: string[]; img: string[] };

export function externalOrigins(env: {
  PUBLIC_MAP_STYLE_URL: string;
  PUBLIC_STATIC_MAP_URL_TEMPLATE?: string;
  PUBLIC_IMAGE_BASE_URL?: string;
}): ExternalOrigins {
  const origin = (url: string | undefined) => {
    try {
      return url ? [new URL(url.replace(/\{[a-z]+\}/g, "0")).origin] : [];
    } catch {
      return [];
    }
  };
  return {
    connect: origin(env.PUBLIC_MAP_STYLE_URL),
    // Images on an S3 bucket or CDN, and a static map image host.
    img: [...origin(env.PUBLIC_IMAGE_BASE_URL), ...origin(env.PUBLIC_STATIC_MAP_URL_TEMPLATE)],
  };
}

export function contentSecurityPolicy(
  scriptSources: string,
  production: boolean,
  external: ExternalOrigins = { connect: [], img: [] },
): string {
  const extra = (list: string[]) => (list.length ? ` ${list.join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra([...external.img, ...external.connect])}`,
    "font-src 'self'",
    // MapLibre runs its worker from a blob: URL.
    "worker-src 'self' blob:",
    `connect-src 'self'${extra(external.connect)}${production ? "" : " ws: wss:"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

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

/**
 * CSRF defence by origin check: a state-changing request must come from our
 * own origin. Requests with neither Origin nor Referer are allowed only when
 * they carry no session cookie (scripts and API clients without ambient authority).
 */
export function csrfProtection(options: { allowedOrigins: string[]; sessionCookie: string }) {
  const allowed = new Set(options.allowedOrigins.map((o) => new URL(o).origin));
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith("/webhooks/")) return next();
    const host = req.headers.host;
    const sameHost = (value: string) => {
      try {
        const url = new URL(value);
        return allowed.has(url.origin) || url.host === host;
      } catch {
        return false;
      }
    };
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    if (origin && origin !== "null") {
      if (sameHost(origin)) return next();
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
