import { describe, expect, it } from "vitest";
import { createUser } from "../factories";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { journeySetup } from "./journey";

// zod's schemas reach the browser on the order page (its forms check as you type). zod's JIT
// probes `new Function`, which the pages' CSP (no 'unsafe-eval') refuses and reports, so the
// browser gets zod with the JIT off (app/zod-browser.ts, vite.config.ts). The build must keep
// that switch: the bundle's tree-shaking once dropped it as a side effect-free statement.

const journey = journeySetup();

describe("zod in the browser", () => {
  it("builds the order page's schemas without a CSP violation", async () => {
    const provider = await createUser(journey.db(), { stripeConnected: true });
    const customer = await createUser(journey.db());
    const order = await purchasedOrder(journey.db(), journey.services(), {
      provider,
      customer,
      title: "Tuinbonen zonder eval",
    });
    const page = await journey.open(1280);
    const zodChunks: string[] = [];
    page.on("response", (response) => {
      if (/\/assets\/(zod-browser|schemas)-[^/]+\.js$/.test(response.url()))
        zodChunks.push(response.url());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await loginAs(page.context(), customer);
    await page.goto(`/order/${order.id}/details`);
    await page.waitForSelector("html[data-hydrated]");
    // The page's zod chunk ran (so a schema was built in this browser) …
    expect(zodChunks.length).toBeGreaterThan(0);
    // … and nothing was refused by the CSP.
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });
});
