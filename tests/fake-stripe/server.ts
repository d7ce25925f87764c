import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createStripeProcessor } from "#modules/payments/server";
import { connectRoutes } from "./connect";
import { customerRoutes } from "./customers";
import { type Form, list, parseForm } from "./form";
import { intentRoutes } from "./intents";
import { FakeState, type StoredObject, StripeFailure } from "./state";

/**
 * A local fake of Stripe's API for tests (decision 080): the endpoints the adapter calls,
 * Stripe's shapes, form-encoded bodies, idempotent replays, Stripe's error format, the
 * Stripe-Account header, and webhooks signed with the SDK's own test header helper. The
 * SDK reaches it through its host/port/protocol options.
 */
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

type Replay = { fingerprint: string; status: number; body: string };
type Handler = (ctx: { form: Form; params: string[]; apiKey: string }) => unknown;

export async function startFakeStripe() {
  let base = "";
  const state = new FakeState(() => base);
  const intents = intentRoutes(state);
  const connect = connectRoutes(state);
  const customers = customerRoutes(state);
  const replays = new Map<string, Replay>();
  const requests: {
    method: string;
    path: string;
    form: Form;
    headers: IncomingMessage["headers"];
  }[] = [];

  const routes: [string, RegExp, Handler][] = [
    ["POST", /^\/v1\/payment_intents$/, ({ form }) => intents.create(form)],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, ({ params }) => intents.retrieve(params[0]!)],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)$/,
      ({ form, params }) => intents.update(params[0]!, form),
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      ({ form, params }) => intents.confirm(params[0]!, form),
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      ({ params }) => intents.cancel(params[0]!),
    ],
    ["POST", /^\/v1\/refunds$/, ({ form }) => intents.refund(form)],
    ["GET", /^\/v1\/refunds\/([^/]+)$/, ({ params }) => state.get("refund", params[0]!)],
    ["POST", /^\/v1\/tokens$/, ({ form, apiKey }) => connect.token(form, apiKey)],
    ["POST", /^\/v1\/accounts$/, ({ form }) => connect.createAccount(form)],
    ["GET", /^\/v1\/accounts\/([^/]+)$/, ({ params }) => state.get("account", params[0]!)],
    [
      "POST",
      /^\/v1\/accounts\/([^/]+)$/,
      ({ form, params }) => connect.updateAccount(params[0]!, form),
    ],
    ["POST", /^\/v1\/account_links$/, ({ form }) => connect.accountLink(form)],
    ["POST", /^\/v1\/transfers$/, ({ form }) => connect.transfer(form)],
    ["GET", /^\/v1\/transfers\/([^/]+)$/, ({ params }) => state.get("transfer", params[0]!)],
    [
      "POST",
      /^\/v1\/transfers\/([^/]+)\/reversals$/,
      ({ form, params }) => connect.reverse(params[0]!, form),
    ],
    ["POST", /^\/v1\/customers$/, ({ form }) => customers.createCustomer(form)],
    ["GET", /^\/v1\/customers\/([^/]+)$/, ({ params }) => state.get("customer", params[0]!)],
    [
      "POST",
      /^\/v1\/customers\/([^/]+)$/,
      ({ form, params }) => customers.updateCustomer(params[0]!, form),
    ],
    ["POST", /^\/v1\/setup_intents$/, ({ form }) => customers.createSetupIntent(form)],
    [
      "GET",
      /^\/v1\/setup_intents\/([^/]+)$/,
      ({ params }) => state.get("setup_intent", params[0]!),
    ],
    [
      "POST",
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      ({ form, params }) => customers.confirmSetupIntent(params[0]!, form),
    ],
    [
      "GET",
      /^\/v1\/payment_methods\/([^/]+)$/,
      ({ params }) => customers.retrieveMethod(params[0]!),
    ],
    [
      "POST",
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      ({ form, params }) => customers.attach(params[0]!, form),
    ],
    [
      "POST",
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      ({ params }) => customers.detach(params[0]!),
    ],
  ];

  /** Internal bookkeeping fields (fake_…) never leave the fake. */
  const publicJson = (value: unknown) =>
    JSON.stringify(value, (key, v) => (key.startsWith("fake_") ? undefined : v));

  function answer(
    method: string,
    path: string,
    form: Form,
    apiKey: string,
    account: string | undefined,
  ) {
    if (account && state.objects.get(account)?.object !== "account") {
      throw new StripeFailure(403, {
        type: "invalid_request_error",
        code: "account_invalid",
        message: `The provided key '${apiKey.slice(0, 8)}…' does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
      });
    }
    for (const [verb, pattern, handler] of routes) {
      const match = verb === method ? pattern.exec(path) : null;
      if (!match) continue;
      // Only the secret key may do anything but make tokens (as at Stripe).
      if (!apiKey.startsWith("sk_") && !path.startsWith("/v1/tokens")) {
        throw new StripeFailure(401, {
          type: "invalid_request_error",
          message:
            "This API call cannot be made with a publishable API key. Please use a secret API key.",
        });
      }
      const result = handler({ form, params: match.slice(1), apiKey }) as StoredObject;
      return state.expand(result, list(form, "expand"));
    }
    throw new StripeFailure(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const send = (status: number, json: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": state.id("req"),
        ...headers,
      });
      res.end(json);
    };
    // The buyer's page (3-D Secure, the bank) and a test's hand on pending refunds.
    const page = /^\/_fake\/next_action\/([^/]+)$/.exec(url.pathname);
    if (page) {
      const id = page[1]!;
      const outcome = url.searchParams.get("outcome") ?? "approve";
      const result = id.startsWith("seti_")
        ? state.get("setup_intent", id)
        : intents.visit(id, outcome);
      if (id.startsWith("seti_"))
        result.status = outcome === "approve" ? "succeeded" : "requires_payment_method";
      send(200, publicJson(result));
      return;
    }
    const settle = /^\/_fake\/refunds\/([^/]+)\/(succeeded|failed)$/.exec(url.pathname);
    if (settle) {
      send(200, publicJson(intents.settleRefund(settle[1]!, settle[2] as "succeeded" | "failed")));
      return;
    }
    const form = parseForm(req.method === "GET" ? url.searchParams.toString() : body);
    const apiKey = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const account = req.headers["stripe-account"] as string | undefined;
    requests.push({ method: req.method ?? "GET", path: url.pathname, form, headers: req.headers });
    if (!apiKey.startsWith("sk_") && !apiKey.startsWith("pk_")) {
      send(
        401,
        JSON.stringify({
          error: { type: "invalid_request_error", message: "Invalid API Key provided." },
        }),
      );
      return;
    }
    const key = req.headers["idempotency-key"] as string | undefined;
    const slot = key ? `${apiKey}|${account ?? ""}|${key}` : null;
    const fingerprint = createHash("sha256")
      .update(`${req.method} ${url.pathname} ${body}`)
      .digest("hex");
    if (slot && replays.has(slot)) {
      const earlier = replays.get(slot)!;
      if (earlier.fingerprint !== fingerprint) {
        send(
          400,
          JSON.stringify({
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          }),
        );
        return;
      }
      send(earlier.status, earlier.body, { "idempotent-replayed": "true" });
      return;
    }
    let status = 200;
    let json: string;
    try {
      json = publicJson(answer(req.method ?? "GET", url.pathname, form, apiKey, account));
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      json = publicJson({ error: error.error });
    }
    // Stripe keeps the answer of a POST with a key, errors included (not 5xx).
    if (slot && req.method === "POST") replays.set(slot, { fingerprint, status, body: json });
    send(status, json);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    state,
    requests,
    url: base,
    /** The SDK's options that send its requests here. */
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    /** The buyer on the page next_action names (?outcome=approve|fail). */
    async visit(url: string, outcome: "approve" | "fail") {
      const res = await fetch(`${url}?outcome=${outcome}`);
      if (!res.ok) throw new Error(`fake Stripe page answered ${res.status}`);
    },
    /** A test's hand on an account: Stripe restricted it (verification past due). */
    restrict(accountId: string) {
      const account = state.get("account", accountId);
      Object.assign(account, {
        charges_enabled: false,
        payouts_enabled: false,
        capabilities: { ...(account.capabilities as object), transfers: "inactive" },
        requirements: {
          currently_due: ["individual.verification.document"],
          past_due: ["individual.verification.document"],
          eventually_due: [],
          disabled_reason: "requirements.past_due",
        },
      });
      return state.emit("account.updated", account, accountId);
    },
    settleRefund: (id: string, status: "succeeded" | "failed") =>
      fetch(`${base}/_fake/refunds/${id}/${status}`, { method: "POST" }).then((r) => r.json()),
    /** Events of `type` the fake would have sent, oldest first. */
    eventsOf: (type: string) => state.events.filter((e) => e.type === type),
    /**
     * Delivers an event as Stripe does: JSON body, Stripe-Signature made by the SDK's test
     * helper with `secret` at `timestamp` (seconds). Answers the endpoint's status.
     */
    async deliver(endpoint: string, event: object, secret: string, timestamp: number) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
      const res = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Stripe adapter with test keys, talking to `fake`. */
export const stripeAgainst = (
  fake: FakeStripe,
  log?: Parameters<typeof createStripeProcessor>[0]["log"],
) =>
  createStripeProcessor({
    secretKey: "sk_test_contract",
    publishableKey: "pk_test_contract",
    appUrl: "http://localhost:3000",
    api: fake.api,
    log,
  });
