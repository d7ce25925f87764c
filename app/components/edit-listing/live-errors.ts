import type { z } from "zod";
import {
  listingDeliverySchema,
  listingDetailsSchema,
  listingPricingSchema,
} from "#modules/listings";
import type { WizardTab } from "./wizard";

type Values = Record<string, string>;

/** A tab's own checks in the browser: the schema the server parses the tab with. */
export type TabCheck = {
  check: (values: Values) => Values;
  /** A field that only matters while a box is ticked: its error goes when the box is unticked. */
  dependsOn?: Values;
};

function fieldErrors(schema: z.ZodType, values: Values): Values {
  const result = schema.safeParse(values);
  const errors: Values = {};
  if (result.success) return errors;
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? "_form")] ??= issue.message;
  return errors;
}

/**
 * The browser cannot tell whether a typed place is known (the server looks it up in the
 * gazetteer), so the delivery check takes any typed place as found; the server's "not
 * recognised" then stands until the place is changed.
 */
const deliveryCheck: TabCheck = {
  check: (values) =>
    fieldErrors(listingDeliverySchema, {
      ...values,
      lat: values.lat || "0",
      lng: values.lng || "0",
    }),
  dependsOn: { address: "pickupEnabled", building: "pickupEnabled" },
};

export function tabCheck(
  tab: WizardTab,
  config: { allowFree: boolean; stockManaged: boolean },
): TabCheck | null {
  switch (tab) {
    case "details":
      return { check: (values) => fieldErrors(listingDetailsSchema, values) };
    case "pricing":
      return { check: (values) => fieldErrors(listingPricingSchema(config), values) };
    case "delivery":
      return deliveryCheck;
    default:
      // Photos check themselves (photo-list.ts); the availability plan is the server's.
      return null;
  }
}

/**
 * The errors to show while the grower fixes a refused tab. Each of the server's field errors
 * the browser can judge itself is replaced by what the same check says about the values now:
 * gone once fixed, and its own message when the mistake changes ("-3" after "abc"). An error
 * only the server can judge (a place it did not recognise, a stock total that changed
 * meanwhile) stands until that field is changed or no longer applies. Fields without a server
 * error get none while typing: the grower is not told off before submitting.
 */
export function liveErrors(args: {
  server: Values;
  sent: Values;
  current: Values;
  tabCheck: TabCheck | null;
}): Values {
  const { server, sent, current, tabCheck } = args;
  if (!tabCheck) return server;
  const then = tabCheck.check(sent);
  const now = tabCheck.check(current);
  const shown: Values = {};
  for (const [field, message] of Object.entries(server)) {
    if (then[field] === message) {
      const still = now[field];
      if (still) shown[field] = still;
      continue;
    }
    const toggle = tabCheck.dependsOn?.[field];
    const applies = !toggle || current[toggle] === "on";
    if (applies && (current[field] ?? "") === (sent[field] ?? "")) shown[field] = message;
  }
  return shown;
}
