import { useT } from "./use-t";

/** Splits "Id?key=value" into a catalogue id and its ICU values. */
export function parseMessageRef(ref: string): {
  id: string;
  values: Record<string, string | number>;
} {
  const [id = "", query] = ref.split("?");
  const values: Record<string, string | number> = {};
  if (query) {
    for (const [k, v] of new URLSearchParams(query)) values[k] = /^\d+$/.test(v) ? Number(v) : v;
  }
  return { id, values };
}

/** Translates message references produced by the server's schemas and services. */
export function useMessage() {
  const t = useT();
  return (ref: string | null | undefined) => {
    if (!ref) return undefined;
    const { id, values } = parseMessageRef(ref);
    return t(id, values);
  };
}
