/** Any origin of ours would do: only whether parsing leaves it is asked. */
const BASE = "https://return-path.invalid";

/** Look-alike slashes, backslashes and full stops: ∕ ⁄ ⧵ ⧸ ⧹ ﹨ ／ ＼ 。 ． ｡ ﹒ */
const LOOKALIKES = new Set([
  0x2215, 0x2044, 0x29f5, 0x29f8, 0x29f9, 0xfe68, 0xff0f, 0xff3c, 0x3002, 0xff0e, 0xff61, 0xfe52,
]);

/**
 * A character a browser strips from a URL, or may read as a slash or dot, or that cannot go into
 * a Location header: C0 and C1 controls (tab, CR, LF, VT, FF, NUL…), DEL, backslash, invisible
 * format characters, and the look-alikes above.
 */
function refused(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x5c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2064) ||
    code === 0xfeff ||
    LOOKALIKES.has(code)
  );
}

const hasRefused = (value: string) => {
  for (let i = 0; i < value.length; i++) if (refused(value.charCodeAt(i))) return true;
  return false;
};

/**
 * Only a path on this site may be used as a return location (after login, signup, a language
 * change). The value is parsed the way a browser parses a Location header; it is accepted only
 * when the origin stays ours, and what is returned is the parsed path, query and hash, so what
 * the browser follows is what was checked. Anything else gives `fallback`.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || hasRefused(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (parsed.origin !== BASE) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments can fold "/.//evil" into "//evil", which a browser reads as another host.
  if (!path.startsWith("/") || path.startsWith("//") || new URL(path, BASE).origin !== BASE) {
    return fallback;
  }
  return path;
}
