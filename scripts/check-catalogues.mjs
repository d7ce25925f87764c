#!/usr/bin/env node
/**
 * Checks the message catalogues in app/i18n (nl.json, en.json):
 *  - both have exactly the same keys, sorted alphabetically, with non-empty texts;
 *  - every text is valid ICU MessageFormat, and nl and en use the same placeholders;
 *  - every message id the code uses is in the catalogues. Ids are string literals
 *    such as "Topbar.login" or "Validators.maxLength?maxLength=100" (the query holds
 *    ICU values and must name placeholders of the message) in app, modules and server;
 *    template literals such as `Categories.${key}` are expanded with the lists below.
 *
 * Exits 1 and lists every problem when something is wrong.
 * Usage: node scripts/check-catalogues.mjs [--unused]  (--unused also lists keys no code uses)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LOCALES = ["nl", "en"];
const SOURCE_DIRS = ["app", "modules", "server"];
const SKIP_DIRS = new Set(["node_modules", ".react-router", "build", "+types"]);
// Tests hold fixtures, not texts the user sees.
const isScanned = (file) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts");

/** "Area.key", "Area.key.sub", optionally followed by "?name=value&…". */
const ID_PATTERN = /^([A-Z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*)(?:\?(.*))?$/;

const read = (relative) => readFileSync(path.join(ROOT, relative), "utf8");

/** Values of `name: "…"` in a source file, e.g. the category keys. */
function propertyValues(relative, name) {
  const values = [
    ...read(relative).matchAll(new RegExp(`\\b${name}:\\s*"([A-Za-z0-9]+)"`, "g")),
  ].map((m) => m[1]);
  if (values.length === 0) throw new Error(`No ${name} values found in ${relative}`);
  return values;
}

/** The string entries of `export const NAME = [ … ]` in a source file. */
function arrayValues(relative, constName) {
  const match = read(relative).match(new RegExp(`export const ${constName} = \\[([\\s\\S]*?)\\]`));
  const values = match ? [...match[1].matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1]) : [];
  if (values.length === 0) throw new Error(`No ${constName} values found in ${relative}`);
  return values;
}

const UNITS = arrayValues("modules/listings/units.ts", "UNITS");

/**
 * Ids behind template literals: the literal's text with `${…}` written as `*`
 * (e.g. "Categories.*"), mapped to the ids it can produce.
 */
const DYNAMIC = {
  "InboxPage.state.*": () =>
    arrayValues("modules/transactions/inbox-states.ts", "INBOX_LABELS").map(
      (k) => `InboxPage.state.${k}`,
    ),
  "TransactionPage.title.*.*": () =>
    arrayValues("modules/transactions/inbox-states.ts", "TITLE_KEYS").flatMap((k) =>
      ["customer", "provider"].map((role) => `TransactionPage.title.${role}.${k}`),
    ),
  "TransactionPage.activity.*": () =>
    arrayValues("app/components/transaction-page/activity.ts", "ACTIVITY_KINDS").map(
      (k) => `TransactionPage.activity.${k}`,
    ),
  "Categories.*": () =>
    propertyValues("modules/listings/categories.ts", "key").map((k) => `Categories.${k}`),
  // Units.{unit} is the label after a price ("per kg"); .one/.other are the nouns ("kilo", "kilo's").
  "Units.*": () => UNITS.flatMap((u) => [`Units.${u}`, `Units.${u}.one`, `Units.${u}.other`]),
  // The reasons a cart item is flagged (CartItemProblem in modules/cart/cart-check.ts).
  "CartPage.problem.*": () =>
    [...new Set(propertyValues("modules/cart/cart-check.ts", "reason"))].map(
      (r) => `CartPage.problem.${r}`,
    ),
  // The payout form's bank fields, account types and status boxes (modules/payout-accounts).
  "StripeBankAccountTokenInputField.*Label": () =>
    arrayValues("modules/payout-accounts/schemas.ts", "BANK_FIELDS").map(
      (f) => `StripeBankAccountTokenInputField.${f}Label`,
    ),
  "StripeBankAccountTokenInputField.*Required": () =>
    arrayValues("modules/payout-accounts/schemas.ts", "BANK_FIELDS").map(
      (f) => `StripeBankAccountTokenInputField.${f}Required`,
    ),
  "StripeConnectAccountForm.*Account": () =>
    ["individual", "company"].map((k) => `StripeConnectAccountForm.${k}Account`),
  "StripeConnectAccountStatusBox.*Heading": () =>
    ["verificationNeeded", "verificationError", "verificationSuccess"].map(
      (k) => `StripeConnectAccountStatusBox.${k}Heading`,
    ),
  "Countries.*": () => ["NL", "BE", "DE"].map((c) => `Countries.${c}`),
  "LandingPage.*Title": () =>
    propertyValues("app/routes/landing/sections/how-it-works-section.tsx", "key").map(
      (k) => `LandingPage.${k}Title`,
    ),
  "LandingPage.*Text": () =>
    propertyValues("app/routes/landing/sections/how-it-works-section.tsx", "key").map(
      (k) => `LandingPage.${k}Text`,
    ),
};

/** Ids no code spells out yet but the product needs (spec texts, upcoming pages). */
const EXTRA_IDS = [
  "EmailVerificationForm.inProgress",
  "SearchPage.searchError",
  "SignupForm.signupFailed",
];

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (isScanned(full)) yield full;
  }
}

/** Every message id used in the code: { id → [{ where, values }] }, plus problems found. */
export function collectUsedIds() {
  const used = new Map();
  const problems = [];
  const add = (id, where, values = []) => {
    if (!used.has(id)) used.set(id, []);
    used.get(id).push({ where, values });
  };
  for (const dir of SOURCE_DIRS) {
    for (const file of walk(path.join(ROOT, dir))) {
      const relative = path.relative(ROOT, file);
      const source = ts.createSourceFile(
        file,
        readFileSync(file, "utf8"),
        ts.ScriptTarget.Latest,
        true,
        file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const where = (node) =>
        `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const visit = (node) => {
        // Module paths are not message ids.
        if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
          const match = node.text.match(ID_PATTERN);
          if (match)
            add(match[1], where(node), match[2] ? [...new URLSearchParams(match[2]).keys()] : []);
        } else if (
          ts.isTemplateExpression(node) &&
          /^[A-Z][A-Za-z0-9]*\.[A-Za-z0-9.]*$/.test(node.head.text)
        ) {
          const shape =
            node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join("");
          const expand = DYNAMIC[shape];
          if (expand) for (const id of expand()) add(id, where(node));
          else
            problems.push(
              `${where(node)}: dynamic id \`${shape}\` has no known expansion (add it to DYNAMIC)`,
            );
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  for (const id of EXTRA_IDS) add(id, "scripts/check-catalogues.mjs (EXTRA_IDS)");
  return { used, problems };
}

/** Argument names of an ICU message: {name}, {n, number}, {n, plural, …}, <tag>…</tag>. */
export function placeholders(message) {
  const names = new Set();
  const visit = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) visit(option.value);
      }
      if (el.type === TYPE.tag) visit(el.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

function loadCatalogue(locale, problems) {
  const relative = `app/i18n/${locale}.json`;
  try {
    const catalogue = JSON.parse(read(relative));
    if (catalogue === null || typeof catalogue !== "object" || Array.isArray(catalogue)) {
      problems.push(`${relative}: not a flat JSON object`);
      return {};
    }
    return catalogue;
  } catch (error) {
    problems.push(`${relative}: ${error.message}`);
    return {};
  }
}

function main() {
  const problems = [];
  const catalogues = Object.fromEntries(LOCALES.map((l) => [l, loadCatalogue(l, problems)]));
  const [base, other] = LOCALES;

  for (const locale of LOCALES) {
    const keys = Object.keys(catalogues[locale]);
    const sorted = [...keys].sort();
    const misplaced = keys.findIndex((k, i) => k !== sorted[i]);
    if (misplaced !== -1)
      problems.push(`${locale}.json: keys are not sorted (first out of place: ${keys[misplaced]})`);
    for (const key of keys) {
      const text = catalogues[locale][key];
      if (typeof text !== "string" || text.trim() === "")
        problems.push(`${locale}.json: ${key} is empty or not a string`);
      if (!ID_PATTERN.test(key) || key.includes("?"))
        problems.push(`${locale}.json: ${key} is not an "Area.key" id`);
    }
  }

  for (const [a, b] of [
    [base, other],
    [other, base],
  ]) {
    for (const key of Object.keys(catalogues[a])) {
      if (!(key in catalogues[b])) problems.push(`${key}: in ${a}.json but missing from ${b}.json`);
    }
  }

  const placeholdersOf = {};
  for (const locale of LOCALES) {
    placeholdersOf[locale] = {};
    for (const [key, text] of Object.entries(catalogues[locale])) {
      if (typeof text !== "string") continue;
      try {
        placeholdersOf[locale][key] = placeholders(text);
      } catch (error) {
        problems.push(`${locale}.json: ${key} is not valid ICU (${error.message})`);
      }
    }
  }
  for (const key of Object.keys(catalogues[base])) {
    const a = placeholdersOf[base][key];
    const b = placeholdersOf[other][key];
    if (a && b && a.join() !== b.join()) {
      problems.push(
        `${key}: placeholders differ (${base}: {${a.join(", ")}}, ${other}: {${b.join(", ")}})`,
      );
    }
  }

  const { used, problems: scanProblems } = collectUsedIds();
  problems.push(...scanProblems);
  for (const [id, uses] of [...used].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const locale of LOCALES) {
      if (!(id in catalogues[locale]))
        problems.push(`${id}: used at ${uses[0].where} but missing from ${locale}.json`);
    }
    for (const { where, values } of uses) {
      const known = placeholdersOf[base][id];
      for (const value of values) {
        if (known && !known.includes(value))
          problems.push(`${id}: ${where} passes {${value}}, which the message does not use`);
      }
    }
  }

  if (process.argv.includes("--unused")) {
    const unused = Object.keys(catalogues[base]).filter((key) => !used.has(key));
    console.log(`Keys no code uses (${unused.length}):${unused.map((k) => `\n  ${k}`).join("")}`);
  }

  if (problems.length > 0) {
    console.error(`Catalogue check failed with ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(
    `Catalogues OK: ${Object.keys(catalogues[base]).length} keys in ${LOCALES.join(" and ")}, ${used.size} ids used in code.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
