import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import pino, { type DestinationStream, type Logger } from "pino";
import type { ErrorReporter } from "./error-reporting";

const requests = new AsyncLocalStorage<{ requestId: string }>();

/** pino's number for "error"; fatal is above it. */
const ERROR_LEVEL = 50;

/**
 * The one pino logger. Every line written while a request is being handled carries its
 * `requestId`, whoever writes it (middleware, loaders, services built once at start, the API):
 * the id comes from the request's async context, so nothing has to pass it along.
 * With a `reporter`, every error line that carries an `err` is also sent there (decision 057):
 * all server code logs its failures, so this one place catches them all.
 */
export function createLogger(
  level: string,
  destination?: DestinationStream,
  reporter?: ErrorReporter | null,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    mixin() {
      const request = requests.getStore();
      return request ? { requestId: request.requestId } : {};
    },
    hooks: {
      logMethod(args, method, logLevel) {
        const fields = args[0] as unknown;
        if (reporter && logLevel >= ERROR_LEVEL && typeof fields === "object" && fields) {
          const { err, code } = fields as { err?: unknown; code?: unknown };
          if (err !== undefined) {
            reporter.capture(err, {
              code: typeof code === "string" ? code : undefined,
              requestId: currentRequestId(),
            });
          }
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The id of the request being handled here, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/**
 * Gives each request a fresh id (never one the client sent: anyone could forge a colleague's),
 * answers it in `X-Request-Id` on every response and runs the rest of the request in its context.
 */
export function requestIds() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    requests.run({ requestId }, next);
  };
}
