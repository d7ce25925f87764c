import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser only ever formats messages the server parsed already (app/i18n/compile.server.ts),
 * with our own formatter that imports the parser's types only (decision 060). Should anything
 * import the parser in the browser again, it gets the parser-less build (docs/decisions/013).
 */
function icuParserlessInBrowser(): Plugin {
  return {
    name: "icu-parserless-in-browser",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "@formatjs/icu-messageformat-parser" || options?.ssr) return null;
      if (this.environment && this.environment.name !== "client") return null;
      return this.resolve("@formatjs/icu-messageformat-parser/no-parser.js", importer, {
        ...options,
        skipSelf: true,
      });
    },
  };
}

const ZOD_BROWSER = fileURLToPath(new URL("./app/zod-browser.ts", import.meta.url));

/** The browser gets zod through app/zod-browser.ts: no JIT, so no `new Function` under the CSP. */
function zodJitlessInBrowser(): Plugin {
  const wrapper = ZOD_BROWSER;
  return {
    name: "zod-jitless-in-browser",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== "zod" || options?.ssr || importer === wrapper) return null;
      if (this.environment && this.environment.name !== "client") return null;
      return wrapper;
    },
  };
}

// Our own source, by absolute path: a checkout under a folder named app/ must not pull in node_modules.
const ROOT = fileURLToPath(new URL(".", import.meta.url));
const ROOT_PATTERN = ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const OWN_CODE = new RegExp(`^${ROOT_PATTERN}(app|modules)/`);

// Small modules the listing page shares with a few other pages, in one chunk instead of a dozen
// of 0.1–1 KB each (decision 061). Nothing the search page loads at first: it would get them all.
const LISTING_PARTS = new RegExp(
  `^${ROOT_PATTERN}(app/components/(reviews/(review-list|rating-stars|rating|reviews\\.module)|profile/user-avatar|cart/order-breakdown|listing-page/listing-price|map/map-engine|enquiry/contact-seller)|modules/(cart/cart-view|transactions/line-items))\\.`,
);

// Shared by six chunks or more but shown on only some pages: in "shared", every page would load
// them (the listing page carried the card of the search results and the login pages' layout).
// react-dom's `preload`, which the card imports, stays in "shared" with the rest of React: on
// its own it would be one more chunk on every page.
const REACT_DOM = /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/;
const NOT_SHARED = new RegExp(
  `^${ROOT_PATTERN}app/components/(auth/auth-layout|listing-card/listing-card)\\.`,
);

export default defineConfig({
  plugins: [icuParserlessInBrowser(), zodJitlessInBrowser(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Our own modules run nothing on import, so a page that takes one type or helper from a
      // module's entry point (#modules/users) must not also get its zod schemas: without this
      // the schemas' top-level z.object() calls count as side effects and zod lands in the
      // chunk every page loads (shared 89 → 63 KB gzip). CSS imports keep their side effects.
      treeshake: {
        // app/zod-browser.ts is the one exception: its `z.config({ jitless: true })` is the point.
        moduleSideEffects: (id: string) =>
          id === ZOD_BROWSER || !(OWN_CODE.test(id) && /\.(ts|tsx)$/.test(id)),
      },
      output: {
        codeSplitting: {
          // Small components and helpers most pages share go into one chunk and one stylesheet:
          // fewer render-blocking requests on a phone (Lighthouse: /s had six stylesheets).
          groups: [
            {
              name: "shared",
              test: (id: string) =>
                (OWN_CODE.test(id) && !NOT_SHARED.test(id)) || REACT_DOM.test(id),
              minShareCount: 6,
              priority: 2,
            },
            { name: "listing-parts", test: LISTING_PARTS, priority: 1 },
          ],
        },
      },
    },
  },
  css: {
    modules: {
      localsConvention: "camelCaseOnly",
      generateScopedName: (local: string, file: string) =>
        `${local}_${createHash("sha1").update(path.relative(ROOT, file)).digest("base64url").slice(0, 5)}`,
    },
  },
});
