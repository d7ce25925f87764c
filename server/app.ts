import path from "node:path";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { SESSION_COOKIE } from "../app/auth/session.server";
import type { AppContext } from "../app/context";
import { LOCALE_COOKIE, resolveLocale } from "../app/i18n/locales";
import { NO_SCRIPT_PATH } from "../app/member-shell";
import type { DatabasePool } from "../db/client";
import { apiRouter } from "./api/router";
import { bodyLimits } from "./body-limits";
import { parseCookies } from "./cookies";
import { databaseErrorHandler, databaseGate } from "./database-unavailable";
import { refuseLimitedApiWrites, refuseLimitedPageWrites } from "./limited-session";
import { requestIds } from "./log";
import { noScriptHandler } from "./no-script";
import { createPageCache } from "./page-cache";
import { refuseUnreadableForms } from "./page-forms";
import { pageHandler } from "./page-handler";
import { refuseUndecodablePaths } from "./path-encoding";
import { csrfProtection, externalOrigins, securityHeaders } from "./security";
import type { Services } from "./services";
import { requestSession } from "./session-context";
import { webhookHandler } from "./webhooks";

type Options = {
  services: Services;
  log: Logger;
  /** Production: the built server bundle. Development: Vite's middleware and a loader for the build. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: { middlewares: express.RequestHandler };
  clientDir?: string;
  /** The services' database pool: while it cannot connect, requests get a 503 (decision 027). */
  database?: DatabasePool;
};

/** One Express app: security, sessions, /api, /images, static assets, then React Router. */
export function createApp({ services, log, build, vite, clientDir, database }: Options): Express {
  const { env } = services;
  const production = env.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  // Only configured proxies may name the client's address (decision 023); by default none.
  app.set("trust proxy", env.TRUST_PROXY);

  // First: every response, even a refused one, names its request (X-Request-Id), and every log
  // line written while handling it carries the id.
  app.use(requestIds());
  const external = externalOrigins(env);
  app.use(securityHeaders({ production, external }));
  app.use(compression());
  // Before anything reads a body: each route's size limit, refused at once (413).
  app.use(bodyLimits());
  app.use(refuseUndecodablePaths());
  app.use(refuseUnreadableForms());

  // Uploaded images and their variants never change under one key.
  app.use(
    "/images",
    express.static(path.resolve(env.DATA_DIR, "uploads"), {
      immutable: true,
      maxAge: "365d",
      index: false,
    }),
  );
  // Browsers ask for /favicon.ico whatever the page links to.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
  if (vite) {
    app.use(vite.middlewares);
  } else if (clientDir) {
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
    );
    // Only paths that look like files reach the disk; pages skip the stat call.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      /\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
    );
  }

  app.use(csrfProtection({ allowedOrigins: [env.APP_URL], sessionCookie: SESSION_COOKIE }));
  if (database) app.use(databaseGate(database, log));

  // The payment processor's webhook endpoints, platform and Connect (decision 080), for test
  // mode and Stripe alike: the raw body as body-limits read it, since the signature covers
  // the exact bytes.
  app.post("/webhooks/stripe", webhookHandler(services, log));
  app.post("/webhooks/stripe-connect", webhookHandler(services, log, "connectWebhooks"));

  // Resolve the session and language once per request; everything below reads res.locals.context.
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const cookies = parseCookies(req.headers.cookie);
      const session = await requestSession(services, cookies, res);
      const user = session.user;
      const context: AppContext = {
        services,
        ...session,
        locale: resolveLocale(cookies[LOCALE_COOKIE], req.headers["accept-language"]),
        nonce: res.locals.nonce,
        clientIp: req.ip ?? "unknown",
        peerAddress: req.socket.remoteAddress,
        cookieConsent: cookies.euCookiesAccepted === "1",
        readOnlyRequest: req.method === "GET" || req.method === "HEAD",
        requestId: res.locals.requestId,
        log,
      };
      res.locals.context = context;
      res.locals.log = log;
      // Pages for a logged-in user must never be stored by a shared cache or the back-forward cache.
      if (user) res.setHeader("Cache-Control", "private, no-store");
      // A member's own write may change their inbox dot: the pages after it count it afresh
      // (decision 094). Forgotten when it starts, and again once it is done.
      if (user && !context.readOnlyRequest) {
        services.notificationCounts.forget(user.id);
        res.once("close", () => services.notificationCounts.forget(user.id));
      }
      next();
    } catch (error) {
      next(error);
    }
  });

  // A login-as session can look, never change (decision 085).
  app.use("/api", refuseLimitedApiWrites());
  app.use("/api", apiRouter());
  app.use(refuseLimitedPageWrites());

  app.get(NO_SCRIPT_PATH, noScriptHandler(production));

  // Development always renders fresh, so edits show at once.
  const cache = createPageCache({ ttlMs: production ? env.PAGE_CACHE_TTL_MS : 0 });
  // A listing created, edited, published, closed or opened shows at once in this process;
  // other processes' copies age out within the TTL (decision 087).
  services.listingChanges.subscribe(cache.clear);
  app.all("/{*splat}", pageHandler({ build, mode: env.NODE_ENV, production, external, cache }));

  app.use(databaseErrorHandler);
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    log.error({ err: error }, "unhandled request error");
    if (!res.headersSent) res.status(500).send("Internal Server Error");
  });
  return app;
}
