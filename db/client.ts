import { createHash } from "node:crypto";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { DatabaseAvailability } from "./availability";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: DatabasePool };

/** PostgreSQL settings a connection starts with, e.g. `{ enable_seqscan: "off" }`. */
export type SessionSettings = Record<string, string>;

// Short OLTP queries: JIT compilation (tens of ms once a plan's cost passes 100 000, e.g.
// counting 100k rows) and parallel workers (start-up, competing with Node on 2 cores) cost more
// than they save. Measured in docs/search.md.
const APP_SETTINGS: SessionSettings = { jit: "off", max_parallel_workers_per_gather: "0" };

const startupOptions = (settings: SessionSettings) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");

/**
 * The app's pool, plus pools on the same database whose connections start with other settings
 * (`tuned`). A setting given at connection start costs nothing per query, where `SET LOCAL`
 * costs a transaction: three more round trips on every keyword search (decision 017).
 */
type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * What a pool ran while recording: each statement's text, in order. `transactions` counts the
 * BEGINs. Only a pool made with `recordStatements` (benches, statement-budget tests) logs.
 */
export type StatementLog = { statements: string[]; transactions: number };

const statementText = (query: unknown): string =>
  typeof query === "string"
    ? query
    : typeof query === "object" && query !== null && "text" in query
      ? String((query as { text: unknown }).text)
      : String(query);

/** What a pool does with each connection's statements besides running them. */
export type PoolOptions = {
  /** `recordStatements()` can log them (benches, statement-budget tests). */
  recordStatements?: boolean;
  /**
   * Statements with parameters run as named prepared statements (default on): the server
   * parses and plans each distinct text once per connection instead of on every run. At most
   * NAMED_PER_CONNECTION names per connection, so texts that vary (IN lists, multi-row inserts)
   * cannot grow a connection's memory without bound; past it they run unnamed, as before.
   */
  namedStatements?: boolean;
};

const NAMED_PER_CONNECTION = 300;

/** A statement's name: its text's digest, so one text is one name on every connection. */
const nameOf = (text: string) => `s${createHash("sha1").update(text).digest("base64url")}`;

export class DatabasePool extends pg.Pool {
  readonly #tuned = new Map<string, Database>();
  #log: StatementLog | null = null;
  readonly #recordable: boolean;
  readonly #options: PoolOptions;
  readonly #url: string;
  readonly #settings: SessionSettings;
  /** Shared with the tuned pools: they reach the same server. */
  readonly availability: DatabaseAvailability;

  constructor(
    url: string,
    max: number,
    settings: SessionSettings,
    availability = new DatabaseAvailability(),
    options: PoolOptions = {},
  ) {
    super({ connectionString: url, max, options: startupOptions(settings) });
    this.#url = url;
    this.#settings = settings;
    this.availability = availability;
    this.#options = options;
    this.#recordable = options.recordStatements ?? false;
    const named = options.namedStatements ?? true;
    // Without these listeners a server restart ends the process: pg emits 'error' on an idle
    // client (through the pool) and on a checked-out one whose connection is cut (decision 027).
    const observe = (error: Error) => availability.observe(error);
    this.on("error", observe);
    this.on("connect", (client) => {
      availability.reached();
      client.on("error", observe);
      if (this.#recordable || named) this.#wrap(client, named);
    });
  }

  #wrap(client: pg.PoolClient, named: boolean): void {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const names = new Set<string>();
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const config = args[0];
      if (
        named &&
        typeof config === "object" &&
        config !== null &&
        !("name" in config) &&
        "text" in config &&
        typeof config.text === "string" &&
        "values" in config &&
        Array.isArray(config.values) &&
        config.values.length > 0
      ) {
        const name = nameOf(config.text);
        if (names.has(name) || names.size < NAMED_PER_CONNECTION) {
          names.add(name);
          args[0] = { ...config, name };
        }
      }
      const log = this.#log;
      if (log) {
        const text = statementText(args[0]);
        log.statements.push(text);
        if (/^\s*begin\b/i.test(text)) log.transactions++;
      }
      return query(...args);
    };
  }

  /**
   * Starts a fresh log of every statement this pool runs (only on a pool made with
   * `recordStatements`; elsewhere it throws, so a test cannot count nothing and pass).
   */
  recordStatements(): StatementLog {
    if (!this.#recordable) throw new Error("this pool was not made with recordStatements");
    this.#log = { statements: [], transactions: 0 };
    return this.#log;
  }

  // Every checkout, pool.query's included, passes here: a failed one marks the database unreachable.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback)
      return super.connect().catch((error: unknown) => {
        this.availability.observe(error);
        throw error;
      });
    super.connect((error, client, done) => {
      if (error) this.availability.observe(error);
      callback(error, client, done);
    });
    return undefined;
  }

  /**
   * Whether a connection can be had now: checks one out and back, so when the pool was empty
   * the request that asked gets it already open. Gives up after `timeoutMs`.
   */
  async reachable(timeoutMs = 5_000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const checkout = this.connect().then(
      (client) => {
        client.release();
        return true;
      },
      () => false,
    );
    try {
      return await Promise.race([checkout, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The same database on connections that start with `settings` too; ended with this pool. */
  tuned(settings: SessionSettings): Database {
    const all = { ...this.#settings, ...settings };
    const key = startupOptions(all);
    let db = this.#tuned.get(key);
    if (!db) {
      db = drizzle(
        new DatabasePool(this.#url, this.options.max ?? 10, all, this.availability, this.#options),
        { schema },
      );
      this.#tuned.set(key, db);
    }
    return db;
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | undefined {
    const tuned = [...this.#tuned.values()].map((db) => db.$client.end());
    this.#tuned.clear();
    const ended = Promise.all([super.end(), ...tuned]).then(() => undefined);
    if (!callback) return ended;
    void ended.then(callback);
    return undefined;
  }
}

/** `options`: whether the pool can log what it runs, and runs statements named (PoolOptions). */
export function createDatabase(url: string, max = 10, options: PoolOptions = {}): Database {
  return drizzle(new DatabasePool(url, max, APP_SETTINGS, undefined, options), { schema });
}

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
