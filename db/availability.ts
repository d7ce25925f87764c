/**
 * Whether the database can be reached, as the pool last saw it (decision 027). A restart of
 * PostgreSQL (maintenance, failover, the embedded one dying) must not end the process: errors
 * that mean "no connection" mark the database unreachable, the next new connection marks it back.
 */

// PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now and the connection_exception
// class; Node's: the socket could not be opened or was cut.
const CONNECTION_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// What node-postgres says when the socket ends or a connection attempt times out; these have no code.
const CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/** True for an error (or one it wraps: drizzle's query errors carry pg's as `cause`) that means no connection. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
  if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

type Listener = (reachable: boolean, error?: unknown) => void;

export class DatabaseAvailability {
  #reachable = true;
  readonly #listeners: Listener[] = [];

  get reachable(): boolean {
    return this.#reachable;
  }

  /** Called with every change, e.g. to log "database unreachable" once rather than per request. */
  onChange(listener: Listener): void {
    this.#listeners.push(listener);
  }

  /** Looks at any database error; only connection errors change anything. */
  observe(error: unknown): void {
    if (!isConnectionError(error) || !this.#reachable) return;
    this.#reachable = false;
    for (const listener of this.#listeners) listener(false, error);
  }

  reached(): void {
    if (this.#reachable) return;
    this.#reachable = true;
    for (const listener of this.#listeners) listener(true);
  }
}
