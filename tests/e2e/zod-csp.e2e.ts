import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser } from "../factories";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { journeySetup } from "./journey";

// zod stays on the server for the order page and the checkout (decision 090): their forms show
// the server's messages. The one page that runs zod in the browser is the listing wizard, once
// a save was refused (its errors follow the typing). zod's JIT probes `new Function`, which the
// pages' CSP (no 'unsafe-eval') refuses and reports, so the browser gets zod with the JIT off
// (app/zod-browser.ts, vite.config.ts); the bundle's tree-shaking once dropped that switch.

const journey = journeySetup();

/** zod's own class names survive minifying: a script holding one carries zod. */
const ZOD_MARK = "$ZodType";

/** Collects the scripts the page loads that carry zod, and the CSP violations it reports. */
async function watch(page: Page) {
  const zodScripts: string[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.text().then(
        (body) => {
          if (body.includes(ZOD_MARK)) zodScripts.push(response.url());
        },
        () => undefined,
      ),
    );
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return {
    zodScripts: async () => {
      await Promise.all(pending);
      return zodScripts;
    },
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

describe("zod in the browser", () => {
  it("is not downloaded by the order page", async () => {
    const provider = await createUser(journey.db(), { stripeConnected: true });
    const customer = await createUser(journey.db());
    const order = await purchasedOrder(journey.db(), journey.services(), {
      provider,
      customer,
      title: "Tuinbonen zonder zod",
    });
    const page = await journey.open(1280);
    const seen = await watch(page);
    await loginAs(page.context(), customer);
    await page.goto(`/order/${order.id}/details`, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]");
    expect(await seen.zodScripts()).toEqual([]);
    expect(await seen.violations()).toEqual([]);
  });

  it("runs the wizard's live checks after a refused save without a CSP violation", async () => {
    const grower = await createUser(journey.db());
    const page = await journey.open(1280);
    const seen = await watch(page);
    await loginAs(page.context(), grower);
    await page.goto("/l/new");
    await page.waitForSelector("html[data-hydrated]");
    // A first load without zod …
    expect(await seen.zodScripts()).toEqual([]);
    // … until the server refuses the empty details tab: its checks (and zod) then come along.
    await page.click('main form button[type="submit"]');
    await page.locator('main [id$="-error"]').first().waitFor();
    await expect.poll(() => seen.zodScripts(), { timeout: 15_000 }).not.toEqual([]);
    // Typing runs the schemas in this browser: the title's error follows the typing and goes.
    const titleError = page.locator("main", { hasText: "Geef je aanbod een naam." });
    expect(await titleError.count()).toBe(1);
    await page.fill('main input[name="title"]', "Tuinbonen");
    await expect.poll(() => titleError.count(), { timeout: 15_000 }).toBe(0);
    expect(await seen.violations()).toEqual([]);
  });
});
