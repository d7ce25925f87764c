import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The browser only ever formats messages the server parsed already (app/i18n/compile.server.ts),
 * so its bundle takes the ICU parser's parser-less build (docs/decisions/013).
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

// Our own source, by absolute path: a checkout under a folder named app/ must not pull in node_modules.
const ROOT = fileURLToPath(new URL(".", import.meta.url));
const OWN_CODE = new RegExp(`^${ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(app|modules)/`);

export default defineConfig({
  plugins: [icuParserlessInBrowser(), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small components and helpers most pages share go into one chunk and one stylesheet:
          // fewer render-blocking requests on a phone (Lighthouse: /s had six stylesheets).
          groups: [{ name: "shared", test: OWN_CODE, minShareCount: 6 }],
        },
      },
    },
  },
  css: { modules: { localsConvention: "camelCaseOnly" } },
});
