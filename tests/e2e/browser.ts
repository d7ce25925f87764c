import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type Browser = { context: BrowserContext; page: Page; close: () => Promise<void> };

/** A fresh Chromium profile per journey, so no cookie or storage leaks between tests. */
export async function openBrowser(
  options: {
    width?: number;
    height?: number;
    locale?: string;
    baseUrl?: string;
    /** false: a browser with JavaScript switched off (the pages work without it). */
    javaScriptEnabled?: boolean;
  } = {},
): Promise<Browser> {
  const profile = mkdtempSync(path.join(tmpdir(), "buurtoogst-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? "nl-NL",
    baseURL: options.baseUrl ?? inject("baseUrl"),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function mailsTo(email: string): Promise<Array<{ text: string }>> {
  const res = await fetch(`${inject("mailboxUrl")}/?to=${encodeURIComponent(email)}`);
  return (await res.json()) as Array<{ text: string }>;
}

/** The first link in the newest mail to `email` that starts with `prefix`. */
export async function linkFromMail(email: string, prefix: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const mails = await mailsTo(email);
    for (const mail of mails.reverse()) {
      const match = mail.text.match(new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}[^\\s"<>]+`));
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${email} with a link starting ${prefix}`);
}

export const screenshotDir = path.resolve("test-results/screenshots");
