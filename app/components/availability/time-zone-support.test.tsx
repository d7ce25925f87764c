import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import nl from "../../i18n/nl.json";
import { RequireTimeZones, supportsTimeZones } from "./time-zone-support";

// Spec §8 'Your browser doesn't support time zones': the check, and what the grower reads
// instead of the exceptions calendar.

const original = Intl.supportedValuesOf;
const withoutSupportedValuesOf = () =>
  Object.defineProperty(Intl, "supportedValuesOf", { value: undefined, configurable: true });
afterEach(() => {
  Object.defineProperty(Intl, "supportedValuesOf", { value: original, configurable: true });
  delete (globalThis as { window?: unknown }).window;
});

function renderInBrowser() {
  // RequireTimeZones checks only in the browser; the server can always.
  (globalThis as { window?: unknown }).window = globalThis;
  return renderToString(
    <IntlProvider locale="nl" messages={compileCatalogue(nl)}>
      <RequireTimeZones zone="Europe/Amsterdam">
        <p data-calendar="">de kalender</p>
      </RequireTimeZones>
    </IntlProvider>,
  );
}

describe("time zone support (spec §8)", () => {
  it("holds for the plan zones in an engine with time zone data", () => {
    expect(supportsTimeZones("Europe/Amsterdam")).toBe(true);
    expect(supportsTimeZones("Europe/Brussels")).toBe(true);
    expect(supportsTimeZones("Mars/Olympus")).toBe(false);
  });

  it("fails without Intl.supportedValuesOf", () => {
    withoutSupportedValuesOf();
    expect(supportsTimeZones("Europe/Amsterdam")).toBe(false);
  });

  it("shows 'Je browser ondersteunt geen tijdzones' instead of the calendar", () => {
    expect(renderInBrowser()).toContain("data-calendar");
    withoutSupportedValuesOf();
    const html = renderInBrowser();
    expect(html).toContain('role="alert"');
    expect(html).toContain("Je browser ondersteunt geen tijdzones");
    expect(html).toContain("het weekschema hierboven kun je wel opslaan");
    expect(html).not.toContain("data-calendar");
  });
});
