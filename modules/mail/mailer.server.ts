import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type StoredMail = MailMessage & { id: string; from: string; sentAt: string };
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real delivery over SMTP (SMTP_URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Nodemailer waits minutes by default; a request that sends mail must not hang that long.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP, mail is written to files under DATA_DIR/mail so a developer or
 * demo visitor can open it on the mailbox page; nothing leaves the machine.
 * `now` (the services' clock) dates each mail and orders the outbox.
 */
export function createFileMailer(dir: string, from: string, now: () => Date): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const sentAt = now().toISOString();
      const id = `${sentAt.replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
      const stored: StoredMail = { id, from, sentAt, ...message };
      await writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
    },
  };
}

export async function listOutbox(dir: string, limit = 50): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  names.sort().reverse();
  const mails = await Promise.all(
    names
      .slice(0, limit)
      .map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as StoredMail),
  );
  return mails;
}
