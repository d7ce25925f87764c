import type { TestProject } from "vitest/node";
import { startAppServer } from "../setup/app-server";
import { startSmtpReceiver } from "./smtp-receiver";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
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
    env: { SMTP_URL: mail.smtpUrl, LOGIN_RATE_LIMIT: "50" },
  });
  project.provide("baseUrl", app.baseUrl);
  project.provide("mailboxUrl", mail.mailboxUrl);
  return async () => {
    await app.stop();
    await mail.stop();
  };
}
