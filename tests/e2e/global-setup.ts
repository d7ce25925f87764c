import type { TestProject } from "vitest/node";
import { startAppServer } from "../setup/app-server";
import { startSmtpReceiver } from "./smtp-receiver";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
    databaseUrl: string;
  }
}

/**
 * One production build of the app for all journeys: a fresh database with
 * the demo data, mail over real SMTP into a receiver the tests can read.
 */
export default async function setup(project: TestProject) {
  const mail = await startSmtpReceiver();
  const app = await startAppServer({
    purpose: "e2e",
    env: {
      SMTP_URL: mail.smtpUrl,
      LOGIN_RATE_LIMIT: "50",
      // Every journey logs in from 127.0.0.1; failed tries across accounts must not add up to a lockout.
      LOGIN_IP_RATE_LIMIT: "500",
      // A configured deployment's company details (shown on /about).
      COMPANY_NAME: "Buurtoogst B.V.",
      COMPANY_KVK_NUMBER: "12345678",
      COMPANY_ADDRESS: "Oudegracht 123, 3511 AB Utrecht",
      // A received order's payout runs seconds later, not 7 days (decision 079): the payout
      // journey waits for it. No other journey reads a payout's date.
      PAYOUT_DELAY: "3s",
    },
  });
  project.provide("baseUrl", app.baseUrl);
  project.provide("mailboxUrl", mail.mailboxUrl);
  project.provide("databaseUrl", app.databaseUrl);
  return async () => {
    await app.stop();
    await mail.stop();
  };
}
