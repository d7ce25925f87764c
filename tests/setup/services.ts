import { inject } from "vitest";
import type { Mailer, MailMessage } from "#modules/mail/server";
import { createDatabase, type Database } from "../../db/client";
import { parseEnv } from "../../server/env";
import { createServices } from "../../server/services";
import { fakeClock } from "./clock";

/** Captures mail in memory so a test can read the links it contains. */
export function memoryMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { mailer, sent, lastTo: (to: string) => sent.filter((m) => m.to === to).at(-1) };
}

let shared: Database | null = null;
export function testDb(): Database {
  shared ??= createDatabase(inject("databaseUrl"), 4);
  return shared;
}

/** The real services on the test database; only the clock and mail are test doubles. */
export type TestServiceOptions = {
  now?: () => Date;
  loginRateLimit?: number;
  loginIpRateLimit?: number;
  /** TRUST_PROXY as the environment would give it. */
  trustProxy?: string;
  /** Replaces the in-memory mailer, e.g. with one whose server is down. */
  mailer?: Mailer;
  /** More settings as the environment would give them (e.g. Stripe's, at the fake Stripe). */
  env?: Record<string, string>;
};

export function testServices(options: TestServiceOptions = {}) {
  const mail = memoryMailer();
  const env = parseEnv({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    LOGIN_RATE_LIMIT: String(options.loginRateLimit ?? 10),
    LOGIN_IP_RATE_LIMIT: String(options.loginIpRateLimit ?? 1000),
    ...(options.trustProxy === undefined ? {} : { TRUST_PROXY: options.trustProxy }),
    ...options.env,
  });
  const services = createServices({
    db: testDb(),
    env,
    mailer: options.mailer ?? mail.mailer,
    now: options.now,
  });
  return { services, mail };
}

export const uniqueEmail = (label = "user") =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

export function tokenFrom(text: string, param = "t"): string {
  const match = text.match(new RegExp(`[?&]${param}=([^&\\s]+)`));
  if (!match?.[1]) throw new Error(`No ${param} token in mail`);
  return decodeURIComponent(match[1]);
}

/**
 * Services on a clock the test moves, from `start`, and `drain` to run the outbox until it is
 * empty, throwing the first failure.
 */
export function clockedServices(start: string) {
  const clock = fakeClock(start);
  const { services, mail } = testServices({ now: clock.now });
  const drain = async () => {
    for (let i = 0; i < 10; i++) {
      const pass = await services.runOutbox((e) => {
        throw e;
      });
      if (pass.claimed === 0) return;
    }
  };
  return { clock, services, mail, drain };
}
