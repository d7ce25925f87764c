import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Stripe.js only where a card is entered (decision 080): read from the production build's
// route manifest, no route loads @stripe/stripe-js up front, and only the checkout and
// payment-method routes reach it at all (by a dynamic import when the card renders).

const assets = path.resolve("build/client/assets");
const PAYING_ROUTES = [
  "routes/checkout/listing-checkout",
  "routes/checkout/cart-checkout",
  "routes/account/payment-methods",
];

type ManifestRoute = { id: string; module: string; imports?: string[] };

function routeManifest(): Record<string, ManifestRoute> {
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error("no route manifest: run `npx react-router build` first");
  const text = readFileSync(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
}

const read = (url: string) => readFileSync(path.join(assets, path.basename(url)), "utf8");

describe("Stripe.js in the bundles", () => {
  it("is in no route's up-front bundle, and reached only from the paying pages", () => {
    const stripeChunks = readdirSync(assets).filter(
      (name) => name.endsWith(".js") && read(name).includes("https://js.stripe.com"),
    );
    expect(stripeChunks.length).toBeGreaterThan(0);
    const routes = Object.values(routeManifest());
    const reaching: string[] = [];
    for (const route of routes) {
      const files = [route.module, ...(route.imports ?? [])];
      for (const chunk of stripeChunks) {
        // Loaded with the route: never.
        expect(
          files.map((f) => path.basename(f)),
          route.id,
        ).not.toContain(chunk);
      }
      // Reachable by a dynamic import from the route's own code.
      if (files.some((f) => stripeChunks.some((chunk) => read(f).includes(chunk)))) {
        reaching.push(route.id);
      }
    }
    expect(reaching.length).toBeGreaterThan(0);
    for (const id of reaching) {
      expect(
        PAYING_ROUTES.some((paying) => id.startsWith(paying)),
        id,
      ).toBe(true);
    }
  });
});
