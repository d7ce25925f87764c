// Adds or replaces catalogue texts in both languages at once, keeping keys sorted:
//   node scripts/add-messages.mjs messages.json
// where messages.json is { "Area.key": { "nl": "…", "en": "…" }, … }.
// Read, merge and write happen in one synchronous step, so several people can add texts side by side.
import { readFileSync, writeFileSync } from "node:fs";

const input = JSON.parse(readFileSync(process.argv[2], "utf8"));
for (const locale of ["nl", "en"]) {
  const file = new URL(`../app/i18n/${locale}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, "utf8"));
  for (const [key, texts] of Object.entries(input)) {
    if (typeof texts?.[locale] !== "string") throw new Error(`${key} has no ${locale} text`);
    catalogue[key] = texts[locale];
  }
  const sorted = Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`added ${Object.keys(input).length} messages`);
