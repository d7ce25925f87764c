import { isIP } from "node:net";
import { z } from "zod";

/** Express's names for address ranges (proxy-addr). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (decision 023): which proxies may tell us the client's address in
 * X-Forwarded-For. Unset: none, so the client is the TCP peer and nobody can choose the address
 * the login and recovery limits count. A number: that many proxy hops in front of us. A list:
 * the proxies' addresses or ranges (`loopback`, `10.0.0.0/8`, …). Passed to Express's
 * `trust proxy` setting as is.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = raw?.trim() ?? "";
    if (value === "" || value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "true would let any client choose its address; give the number of proxies in front of the app or their addresses",
      });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be false, a number of proxies (1–10), or a comma-separated list of addresses, ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal; not ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });
