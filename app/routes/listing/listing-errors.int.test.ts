import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { createElement } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useRouteError,
} from "react-router";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import { createLogger } from "../../../server/log";
import { testServices } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import nl from "../../i18n/nl.json";
import * as listingRoute from "./route";

// Spec §8 on the listing page, through React Router's own server rendering: a listing that
// cannot be loaded for another reason than not existing is 'Could not load listing. Please try
// again.' (with the request id, logged), a listing that does not exist stays the 404 page.

const { services } = testServices();
let lines: Record<string, unknown>[] = [];

function context(overrides: Partial<AppContext["services"]> = {}): AppContext {
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return {
    services: { ...services, ...overrides },
    user: null,
    sessionToken: null,
    locale: "nl",
    clientIp: "192.0.2.1",
    requestId: "req-listing",
    log: createLogger("info", stream),
  } as AppContext;
}

const Nothing = () => null;

function Boundary() {
  return createElement(listingRoute.ErrorBoundary, { error: useRouteError() } as never);
}

/** Renders /l/{slug}/{id} as the server does: the loader, then the page or its boundary. */
async function render(c: AppContext, id: string) {
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [
        {
          id: "listing",
          path: "l/:slug/:id",
          loader: ({ params, request }) =>
            listingRoute.loader({ params, request, context: c } as never),
          Component: Nothing,
          ErrorBoundary: Boundary,
        },
      ],
    },
  ]);
  const result = await handler.query(new Request(`http://localhost/l/tuinhulp/${id}`));
  if (result instanceof Response) throw new Error(`unexpected response ${result.status}`);
  const router = createStaticRouter(handler.dataRoutes, result);
  // Prerendered to the end, as the server's stream is: the 404 page is a lazy component.
  const { prelude } = await prerenderToNodeStream(
    createElement(
      IntlProvider,
      { locale: "nl", messages: compileCatalogue(nl) },
      createElement(StaticRouterProvider, { router, context: result, hydrate: false }),
    ),
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return { status: result.statusCode, html };
}

describe("listing page errors (spec §8)", () => {
  it("a failed load is 'We konden de advertentie niet laden' with the request id, logged", async () => {
    const c = context({
      listings: {
        ...services.listings,
        show: async () => {
          throw new Error("listings: database went away");
        },
      },
    });
    const { status, html } = await render(c, randomUUID());
    expect(status).toBe(500);
    expect(html).toContain("We konden de advertentie niet laden. Probeer het opnieuw.");
    expect(html).toContain("req-listing");
    expect(html).toContain("Opnieuw proberen");
    expect(html).not.toContain("Pagina niet gevonden");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: "load-data-failed", level: 50 });
  });

  it("a listing that does not exist stays the 404 page", async () => {
    const { status, html } = await render(context(), randomUUID());
    expect(status).toBe(404);
    expect(html).toContain("Pagina niet gevonden");
    expect(html).not.toContain("We konden de advertentie niet laden");
  });
});
