import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";

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
    args: [...CHROMIUM_ARGS],
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

/** The first link in the newest mail to `email` that starts with `prefix`, once that mail is in. */
export async function linkFromMail(email: string, prefix: string): Promise<string> {
  const pattern = new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}[^\\s"<>]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        link = mails
          .reverse()
          .map((mail) => mail.text.match(pattern)?.[0])
          .find(Boolean);
        return link;
      },
      {
        timeout: 15_000,
        interval: 250,
        message: `No mail to ${email} with a link starting ${prefix}`,
      },
    )
    .toBeTruthy();
  return link!;
}

export const screenshotDir = path.resolve("test-results/screenshots");
