import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WIZARD_TABS } from "../../app/components/edit-listing/wizard";
import routes from "../../app/routes";
import { startAppServer } from "../setup/app-server";
import {
  formBodies,
  type Ids,
  jsonBodies,
  PATH_SEGMENTS,
  QUERY_NAMES,
  QUERY_VALUES,
  RAW_FORM_BODIES,
  RAW_JSON_BODIES,
  type ScrapedForm,
  scrapeForms,
} from "./bad-input-corpus";

/**
 * Decision 024: bad input to EVERY API operation (from the OpenAPI document)
 * and EVERY page route (from app/routes.ts, with the forms each page shows) must
 * never get a 5xx. Each request goes out anonymous and as the demo provider, on
 * an app server of its own (the corpus changes the demo data and fails logins).
 */

type Request = {
  method: string;
  path: string;
  body?: string | Buffer | URLSearchParams;
  type?: string;
  label: string;
};
type Session = { name: "anonymous" | "provider"; cookie: string };

const PROVIDER = { email: "kweker@buurtoogst.nl", password: "Kweker2026!" };
const CONCURRENCY = 4;

let app: Awaited<ReturnType<typeof startAppServer>>;
let baseUrl: string;
const provider: Session = { name: "provider", cookie: "" };
const anonymous: Session = { name: "anonymous", cookie: "" };
const counts = new Map<number, number>();
const failures: string[] = [];
let sent = 0;
const sessions = { api: "", pages: "" };
/** Both corpus runs must finish for the summary to count. */
let completed = 0;

/** A fresh session of the demo provider (its cookie). */
async function login(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify(PROVIDER),
  });
  expect(res.status, "the demo provider logs in").toBe(200);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

type Answer = { status: number; headers: Headers; text: string };

async function send(request: Request, session: Session): Promise<Answer | null> {
  const headers: Record<string, string> = { Origin: baseUrl, "Accept-Language": "nl" };
  if (session.cookie) headers.Cookie = session.cookie;
  if (request.body !== undefined)
    headers["Content-Type"] = request.type ?? "application/x-www-form-urlencoded";
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body:
        request.body instanceof URLSearchParams
          ? request.body.toString()
          : Buffer.isBuffer(request.body)
            ? new Uint8Array(request.body)
            : request.body,
      redirect: "manual",
    });
    text = await res.text();
  } catch (error) {
    // A refused oversize body may close the socket under the rest of it; that is not a 5xx.
    if (request.label.includes("oversize")) return null;
    throw new Error(`${request.method} ${request.path} (${request.label}): ${String(error)}`);
  }
  sent++;
  counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
  if (res.status >= 500) {
    const body = request.body === undefined ? "" : String(request.body).slice(0, 160);
    failures.push(
      `${res.status} ${session.name} ${request.method} ${request.path.slice(0, 160)} [${request.label}] ${body}`,
    );
  }
  return { status: res.status, headers: res.headers, text };
}

/**
 * Sends every request both anonymous and as the provider, a few at a time.
 * Requests to logout routes go last (they end the session); a new login
 * cannot be counted on then, as the corpus has used up the address's logins.
 */
async function sendAll(requests: Request[], sessions: Session[] = [provider, anonymous]) {
  requests.sort((a, b) => Number(a.path.includes("logout")) - Number(b.path.includes("logout")));
  const jobs = requests.flatMap((request) => sessions.map((session) => ({ request, session })));
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job) await send(job.request, job.session);
      }
    }),
  );
}

type RouteEntry = { path?: string; children?: RouteEntry[]; index?: boolean };

/** Every path template of the route table, children joined to their parents. */
function routePaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    return [
      ...(entry.index || entry.path ? [path] : []),
      ...routePaths(entry.children ?? [], path),
    ];
  });
}

/** Concrete paths for a template: real ids where a page needs one, each wizard tab. */
function concretePaths(template: string, ids: Ids & { draftId: string }): string[] {
  if (template === "/*") return ["/no-such-page"];
  if (template.startsWith("/l/:slug/:id/:type/:tab")) {
    return WIZARD_TABS.flatMap((tab) => [
      `/l/x/${ids.listingId}/edit/${tab}`,
      `/l/x/${ids.draftId}/draft/${tab}`,
    ]);
  }
  const values: Record<string, string> = {
    id: template.startsWith("/u/") ? ids.userId : ids.listingId,
    slug: "x",
    variant: "draft",
    group: "x",
    component: "x",
    example: "x",
    file: "x",
  };
  return [template.replace(/:(\w+)(\?)?/g, (_m, name: string) => values[name] ?? "x")];
}

/** The template with each parameter (or the last segment) in turn a broken percent-encoding. */
function brokenPaths(template: string): string[] {
  const segments = template.split("/");
  const positions = segments.map((s, i) => (s.startsWith(":") || s === "*" ? i : -1));
  const targets = positions.filter((i) => i >= 0);
  if (targets.length === 0) targets.push(segments.length);
  return PATH_SEGMENTS.flatMap((bad) =>
    targets.map((at) => {
      const copy = segments.map((s) => (s.startsWith(":") ? "x" : s === "*" ? "x" : s));
      copy[at] = bad;
      return copy.join("/").replace(/\/+/g, "/");
    }),
  );
}

const queryWith = (value: string, names = QUERY_NAMES) =>
  names.map((name) => `${name}=${value}`).join("&");

describe("bad input never gets a 5xx", () => {
  let ids: Ids & { draftId: string };
  let openApi: {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ name: string; in: string }>;
          requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        }
      >
    >;
  };

  beforeAll(async () => {
    try {
      await setup();
    } catch (error) {
      // Printed here: vitest cannot always map this error's stack (the build has no source maps).
      console.log("bad-input setup failed:", String(error).slice(0, 3000));
      throw error;
    }
  }, 400_000);
  async function setup() {
    app = await startAppServer({
      purpose: "bad-input",
      env: { LOGIN_RATE_LIMIT: "100000" },
      // Seeding the demo images takes over a minute on a busy machine.
      startTimeoutMs: 170_000,
    });
    baseUrl = app.baseUrl;
    // One session per corpus run, each ended by that run's logout requests.
    sessions.api = await login();
    sessions.pages = await login();
    const headers = {
      Cookie: sessions.api,
      Origin: baseUrl,
      "Content-Type": "application/json",
    };
    const me = await (await fetch(`${baseUrl}/api/current_user/show`, { headers })).json();
    const own = await (await fetch(`${baseUrl}/api/own_listings/query`, { headers })).json();
    const draft = await (
      await fetch(`${baseUrl}/api/own_listings/create_draft`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          details: {
            title: "Corpus",
            description: "Een concept voor de corpus-test",
            category: "groenten",
            brand: "ownGarden",
            size: "small",
            unit: "perKg",
          },
        }),
      })
    ).json();
    const listings: Array<{ id: string; state: string }> = own.data.listings;
    const published = listings.find((l) => l.state === "published") ?? listings[0];
    if (!me.data?.id || !published || !draft.data?.id)
      throw new Error(`demo data missing: ${JSON.stringify({ me, own, draft }).slice(0, 500)}`);
    ids = { userId: me.data.id, listingId: published.id, draftId: draft.data.id };
    openApi = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  }

  afterAll(async () => {
    await app?.stop();
  });

  it("every API operation in the OpenAPI document", async () => {
    const operations = Object.entries(openApi.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(25);
    const requests: Request[] = [];
    for (const { path, method, operation } of operations) {
      const url = `/api${path}`;
      if (method === "get") {
        const base: Record<string, string> = {};
        for (const p of operation.parameters ?? []) {
          base[p.name] =
            p.name === "start"
              ? "2026-07-01T00:00:00.000Z"
              : p.name === "end"
                ? "2026-07-08T00:00:00.000Z"
                : /id$/i.test(p.name)
                  ? ids.listingId
                  : "1";
        }
        const names = [...new Set([...Object.keys(base), ...QUERY_NAMES])];
        requests.push({
          method: "GET",
          path: `${url}?${new URLSearchParams(base)}`,
          label: "base",
        });
        for (const value of QUERY_VALUES) {
          requests.push({ method: "GET", path: `${url}?${queryWith(value)}`, label: "query" });
          for (const name of names) {
            const query = Object.entries({ ...base, [name]: "" })
              .map(([k, v]) => `${k}=${k === name ? value : encodeURIComponent(v)}`)
              .join("&");
            requests.push({ method: "GET", path: `${url}?${query}`, label: `query ${name}` });
          }
          requests.push({
            method: "GET",
            path: `${url}?${queryWith(value, ["id", "id"])}`,
            label: "repeated",
          });
        }
        continue;
      }
      for (const raw of RAW_JSON_BODIES) {
        requests.push({
          method: "POST",
          path: url,
          body: raw.body,
          type: raw.type ?? "application/json",
          label: raw.label,
        });
      }
      const schema = operation.requestBody?.content["application/json"]?.schema;
      if (schema) {
        for (const body of jsonBodies(schema, ids)) {
          requests.push({
            method: "POST",
            path: url,
            body: JSON.stringify(body),
            type: "application/json",
            label: "field",
          });
        }
      }
      // Query strings reach POST handlers too.
      for (const value of QUERY_VALUES)
        requests.push({
          method: "POST",
          path: `${url}?${queryWith(value)}`,
          body: "{}",
          type: "application/json",
          label: "query",
        });
    }
    provider.cookie = sessions.api;
    await sendAll(requests);
    completed++;
  }, 900_000);

  it("every page route and its forms", async () => {
    provider.cookie = sessions.pages;
    const templates = routePaths(routes as RouteEntry[]);
    expect(templates.length).toBeGreaterThan(30);
    const pages = [...new Set(templates.flatMap((t) => concretePaths(t, ids)))];

    // The forms each page shows, anonymous and logged in (logout last: it ends the session).
    const forms = new Map<string, ScrapedForm>();
    for (const session of [provider, anonymous]) {
      for (const page of pages) {
        const res = await send({ method: "GET", path: page, label: "page" }, session);
        if (res?.status !== 200 || !res.headers.get("content-type")?.includes("html")) continue;
        for (const form of scrapeForms(res.text, page, ids)) {
          const key = `${form.action}|${form.fields.map(([k]) => k).join(",")}`;
          if (!forms.has(key)) forms.set(key, form);
        }
      }
    }
    expect(forms.size, "forms found on the pages").toBeGreaterThan(10);

    const requests: Request[] = [];
    for (const form of forms.values()) {
      for (const body of formBodies(form)) {
        requests.push({ method: "POST", path: form.action, body, label: `form ${form.action}` });
      }
    }
    for (const page of pages) {
      for (const raw of RAW_FORM_BODIES)
        requests.push({
          method: "POST",
          path: page,
          body: raw.body,
          type: raw.type,
          label: raw.label,
        });
      for (const value of QUERY_VALUES) {
        requests.push({ method: "GET", path: `${page}?${queryWith(value)}`, label: "query" });
        requests.push({
          method: "POST",
          path: `${page}?${queryWith(value)}`,
          body: "",
          label: "query",
        });
      }
    }
    for (const template of [...templates, "/images/x.webp", "/assets/x.js", "/api/listings/show"]) {
      for (const path of brokenPaths(template)) {
        requests.push({ method: "GET", path, label: "broken path" });
        requests.push({ method: "POST", path, body: "a=1", label: "broken path" });
      }
    }
    await sendAll(requests);
    completed++;
  }, 1_800_000);

  it("answered every request below 500", () => {
    const byStatus = Object.fromEntries([...counts].sort(([x], [y]) => x - y));
    console.log(
      `bad-input corpus: ${sent} requests, by status ${JSON.stringify(byStatus)}, ${failures.length} responses >= 500`,
    );
    if (failures.length > 0) console.log(failures.slice(0, 80).join("\n"));
    expect(completed, "both corpus runs finished").toBe(2);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
