/**
 * Stripe's request bodies are form-encoded with qs-style brackets: `a[b]=1`, `a[0]=x`,
 * `expand[]=y`. This reads them into nested objects and arrays (all values strings).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

function pathOf(key: string): string[] {
  const first = key.indexOf("[");
  if (first < 0) return [key];
  const head = key.slice(0, first);
  const rest = [...key.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  return [head, ...rest];
}

export function parseForm(body: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = pathOf(rawKey);
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1] ?? "");
      const container = node as Record<string, FormValue> & FormValue[];
      const key = segment === "" && Array.isArray(node) ? node.length : segment;
      if (last) {
        container[key as never] = value as never;
        return;
      }
      container[key as never] ??= (nextIsIndex ? [] : {}) as never;
      node = container[key as never] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** A string field, or undefined. */
export const str = (form: Form | undefined, key: string): string | undefined => {
  const value = form?.[key];
  return typeof value === "string" ? value : undefined;
};

export const obj = (form: Form | undefined, key: string): Form | undefined => {
  const value = form?.[key];
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
};

export const list = (form: Form | undefined, key: string): string[] => {
  const value = form?.[key];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (value && typeof value === "object") {
    return Object.values(value).filter((v): v is string => typeof v === "string");
  }
  return typeof value === "string" ? [value] : [];
};

/** metadata[…] as a flat string record. */
export const metadataOf = (form: Form): Record<string, string> =>
  Object.fromEntries(
    Object.entries(obj(form, "metadata") ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
