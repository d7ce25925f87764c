import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * Every setting the server reads. Checked once at start so a typo fails fast
 * with the variable's name instead of surfacing as a strange runtime error.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_ON_START: bool.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("Buurtoogst <hallo@buurtoogst.nl>"),
  DEV_MAILBOX: bool.optional(),
  /** How long an anonymous page may be served from the page cache; 0 turns the cache off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_FACEBOOK_URL: optionalUrl,
  PUBLIC_INSTAGRAM_URL: optionalUrl,
  PUBLIC_TWITTER_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The mailbox page exists only where mail is not really sent. */
export function mailboxEnabled(env: Env): boolean {
  return env.DEV_MAILBOX ?? !env.SMTP_URL;
}

/** Values safe to send to the browser. Nothing secret may be added here. */
export function publicConfig(env: Env) {
  return {
    appUrl: env.APP_URL,
    social: {
      facebook: env.PUBLIC_FACEBOOK_URL,
      instagram: env.PUBLIC_INSTAGRAM_URL,
      twitter: env.PUBLIC_TWITTER_URL,
    },
    mailbox: mailboxEnabled(env),
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
