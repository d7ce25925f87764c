/**
 * The bad-input corpus of tests/e2e/bad-input.e2e.ts: values that once gave a
 * 500 somewhere, and the requests built from them for an API operation (from
 * its OpenAPI schema) or a page form (from the form's own fields).
 */

/** Values put in one field at a time, in forms and JSON bodies alike. */
export const TEXT_VALUES: string[] = [
  "x\u0000y",
  "\u0000",
  "2147483648",
  "100000000",
  "99999999999999999999999",
  "-1",
  "-99999999999",
  "1e308",
  "NaN",
  "0000-01-01",
  "-271821-04-20",
  "275760-09-14",
  "%c0%",
  "x".repeat(20_000),
  // Decision 064: a quantity that overflows a total, and one of 5001 digits.
  "10000000000",
  "9".repeat(5001),
];

/** Further values a JSON body can carry: other types, where a string or number is expected. */
export const JSON_VALUES: unknown[] = [
  ...TEXT_VALUES,
  null,
  true,
  2147483648,
  -1,
  1e308,
  -271821,
  [],
  ["x", "y"],
  {},
  { nested: "\u0000" },
  // Decision 064: half a surrogate pair, which jsonb refuses.
  "\ud800",
  "x\udc00",
];

/** Whole JSON request bodies, each sent raw with its content type. */
export const RAW_JSON_BODIES: Array<{ label: string; body: string | Buffer; type?: string }> = [
  { label: "malformed JSON", body: '{"email": "a@b.nl",' },
  { label: "null body", body: "null" },
  { label: "number body", body: "42" },
  { label: "string body", body: '"text"' },
  { label: "array body", body: '[{"id": 1}]' },
  { label: "empty object", body: "{}" },
  { label: "empty body", body: "" },
  { label: "NUL key", body: '{"\\u0000": "x"}' },
  { label: "deep nesting", body: `${"[".repeat(40_000)}${"]".repeat(40_000)}` },
  {
    label: "bad charset",
    body: Buffer.from('{"email": "\xe9@b.nl"}', "latin1"),
    type: "application/json; charset=latin1",
  },
  { label: "unknown charset", body: "{}", type: "application/json; charset=x-unknown" },
  { label: "invalid UTF-8", body: Buffer.from([0x7b, 0x22, 0xc0, 0x22, 0x3a, 0x31, 0x7d]) },
  { label: "oversize JSON", body: JSON.stringify({ text: "x".repeat(200_000) }) },
  {
    label: "form body to the API",
    body: "email=a%00&password=x",
    type: "application/x-www-form-urlencoded",
  },
  { label: "text body", body: "\u0000", type: "text/plain" },
  { label: "lone surrogate escaped", body: '{"message": "\\ud800", "name": "x\\udfff"}' },
];

/** Whole page form bodies (urlencoded unless a type is given). */
export const RAW_FORM_BODIES: Array<{ label: string; body: string | Buffer; type?: string }> = [
  { label: "empty form", body: "" },
  { label: "broken escapes", body: "email=%&password=%c0%ZZ&%00=%00" },
  { label: "NUL byte raw", body: "email=a\u0000b&password=x" },
  { label: "JSON to a page", body: '{"email": null}', type: "application/json" },
  {
    label: "broken multipart",
    body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000\r\n',
    type: "multipart/form-data; boundary=x",
  },
  { label: "oversize form", body: `description=${"x".repeat(100_000)}` },
];

/** Values for the query string: every known parameter name at once. */
export const QUERY_NAMES = [
  "from",
  "redirectTo",
  "keywords",
  "dates",
  "price",
  "bounds",
  "origin",
  "distance",
  "page",
  "perPage",
  "sort",
  "category",
  "token",
  "t",
  "id",
  "listingId",
  "start",
  "end",
  "q",
  "country",
  // A checkout page's key of the buyer's checkout (decision 066).
  "key",
];
export const QUERY_VALUES = [
  "%00",
  "x%00y",
  "%c0",
  "%",
  "%E0%A4%A",
  "2147483648",
  "99999999999999999999999",
  "-1",
  "0000-01-01",
  "-271821-04-20",
  "0000-01-01,0000-01-02",
  "-271821-04-20,-271821-04-21",
  `${"x".repeat(4000)}`,
];

/** Broken percent-encodings put into a path segment. */
export const PATH_SEGMENTS = ["%c0", "%", "%E0%A4%A", "%00", "%ZZ"];

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Ids = { listingId: string; userId: string };

/** A valid-looking value for a field by its name and schema, so other fields do not fail first. */
export function fillValue(name: string, schema: JsonSchema, ids: Ids): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const n = name.toLowerCase();
  if (schema.format === "uuid" || /(^|[^a-z])id$|listingid/i.test(name)) return ids.listingId;
  if (n.includes("password")) return "Wachtwoord123!";
  if (n.includes("email")) return "someone@example.test";
  if (n === "start") return "2026-07-01T00:00:00.000Z";
  if (n === "end") return "2026-07-08T00:00:00.000Z";
  if (n === "timezone") return "Europe/Amsterdam";
  if (n.includes("token")) return "abcdef";
  if (n === "price" || n.includes("fee") || n.includes("priceone") || n.includes("shippingprice"))
    return "3,50";
  if (n === "stock") return "5";
  if (n === "seats") return 1;
  if (n === "dayofweek") return "mon";
  if (n === "availableuntil") return "2026-12-31";
  if (n === "postalcode") return "3511 AB";
  if (n === "country") return "NL";
  if (n === "phonenumber") return "0612345678";
  if (n === "address") return "Utrecht";
  if (n === "lat") return "52.09";
  if (n === "lng") return "5.12";
  if (n === "delivery")
    return { pickupEnabled: "on", address: "Utrecht", lat: "52.09", lng: "5.12" };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => fillValue(name, s, ids)));
  if (schema.anyOf?.[0]) return fillValue(name, schema.anyOf[0], ids);
  switch (type) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    case "array":
      return schema.items ? [fillValue(name, schema.items, ids)] : [];
    case "object":
      return fillObject(schema, ids);
    default:
      return "Tomaten";
  }
}

/** An object with each required property filled. */
export function fillObject(schema: JsonSchema, ids: Ids): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    out[name] = fillValue(name, schema.properties?.[name] ?? {}, ids);
  }
  return out;
}

/**
 * JSON bodies for one operation: the filled base, then each property (at any
 * depth, optional ones too) set to each corpus value or left out.
 */
export function jsonBodies(schema: JsonSchema, ids: Ids): unknown[] {
  const bodies: unknown[] = [fillObject(schema, ids)];
  const visit = (node: JsonSchema, path: string[]) => {
    const properties = node.allOf
      ? Object.assign({}, ...node.allOf.map((s) => s.properties ?? {}))
      : (node.properties ?? {});
    for (const [name, child] of Object.entries(properties as Record<string, JsonSchema>)) {
      const at = [...path, name];
      for (const value of [...JSON_VALUES, undefined])
        bodies.push(withValue(schema, at, value, ids));
      if (child.properties || child.allOf) visit(child, at);
    }
  };
  visit(schema, []);
  return bodies;
}

/** The filled base with `value` at `path` (the objects on the way filled too). */
function withValue(schema: JsonSchema, path: string[], value: unknown, ids: Ids) {
  const root = fillObject(schema, ids);
  let node: Record<string, unknown> = root;
  let nodeSchema: JsonSchema = schema;
  path.forEach((key, index) => {
    const propertySchema = nodeSchema.properties?.[key] ?? {};
    if (index === path.length - 1) {
      if (value === undefined) delete node[key];
      else node[key] = value;
      return;
    }
    const existing = node[key];
    const next =
      typeof existing === "object" && existing !== null
        ? (existing as Record<string, unknown>)
        : fillObject(propertySchema, ids);
    node[key] = next;
    node = next;
    nodeSchema = propertySchema;
  });
  return root;
}

export type ScrapedForm = { action: string; fields: Array<[string, string]> };

const decodeEntities = (s: string) =>
  s
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;

/** The POST forms of a page, with the values a browser would send (empty ones filled in). */
export function scrapeForms(html: string, pageUrl: string, ids: Ids): ScrapedForm[] {
  const forms: ScrapedForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, formTag = "", inner = ""] = match;
    if ((attr(formTag, "method") ?? "get").toLowerCase() !== "post") continue;
    const action = decodeEntities(attr(formTag, "action") ?? pageUrl);
    const fields: Array<[string, string]> = [];
    for (const field of inner.matchAll(
      /<(input|select|textarea)\b([^>]*)>(?:([\s\S]*?)<\/(?:select|textarea)>)?/gi,
    )) {
      const [, kind = "", tag = "", content = ""] = field;
      const name = attr(tag, "name");
      if (!name) continue;
      const type = (attr(tag, "type") ?? "").toLowerCase();
      if (["submit", "button", "file", "image", "reset"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !/\schecked(=|\s|\/|$)/i.test(tag)) {
        if (type === "radio") continue;
        fields.push([name, "on"]);
        continue;
      }
      let value =
        kind.toLowerCase() === "textarea"
          ? decodeEntities(content)
          : kind.toLowerCase() === "select"
            ? decodeEntities(
                /<option\b[^>]*\sselected[^>]*\svalue="([^"]*)"/i.exec(content)?.[1] ??
                  /<option\b[^>]*\svalue="([^"]*)"[^>]*\sselected/i.exec(content)?.[1] ??
                  [...content.matchAll(/<option\b[^>]*\svalue="([^"]+)"/gi)][0]?.[1] ??
                  "",
              )
            : decodeEntities(attr(tag, "value") ?? "");
      if (value === "") value = String(fillValue(name, {}, ids));
      fields.push([name, value]);
    }
    forms.push({ action, fields });
  }
  return forms;
}

/** Form bodies: the form as filled, then each field set to each corpus value, left out, or doubled. */
export function formBodies(form: ScrapedForm): URLSearchParams[] {
  const bodies = [new URLSearchParams(form.fields)];
  const names = [...new Set(form.fields.map(([name]) => name))];
  for (const name of names) {
    for (const value of TEXT_VALUES) {
      bodies.push(new URLSearchParams(form.fields.map(([k, v]) => [k, k === name ? value : v])));
    }
    bodies.push(new URLSearchParams(form.fields.filter(([k]) => k !== name)));
    bodies.push(new URLSearchParams([...form.fields, [name, "x\u0000"], [name, "-1"]]));
  }
  return bodies;
}
