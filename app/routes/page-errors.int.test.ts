import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { createLogger } from "../../server/log";
import { createUser, DEFAULT_PASSWORD, type User } from "../../tests/factories";
import { testDb, testServices, uniqueEmail } from "../../tests/setup/services";
import type { AppContext } from "../context";
import * as changePassword from "./account/change-password";
import * as contactDetails from "./account/contact-details";
import * as login from "./auth/login";
import * as recoverPassword from "./auth/recover-password";
import * as resendVerification from "./auth/resend-verification";
import * as resetPassword from "./auth/reset-password";
import * as signup from "./auth/signup";
import * as verifyEmail from "./auth/verify-email";
import * as cartPage from "./cart/route";
import { shownVersion, submitCheckout } from "./checkout/checkout.server";
import * as listingCheckout from "./checkout/listing-checkout";
import * as checkoutSummary from "./checkout/summary";
import * as manageListings from "./manage-listings/route";
import { listingsAction } from "./operator/listings.server";

// Decision 053: the page actions' catch blocks go through the route error helper. What the user
// sees stays as it was: a rule's refusal in the form with its status, a refused password or an
// unknown e-mail at its field (not a 404), the unexpected logged with the request id.

const { services } = testServices();
let person: User;
let lines: Record<string, unknown>[];

function context(overrides: Partial<AppContext> = {}): AppContext {
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return {
    services,
    user: null,
    sessionToken: null,
    locale: "nl",
    clientIp: "192.0.2.1",
    requestId: "req-test",
    log: createLogger("info", stream),
    ...overrides,
  } as AppContext;
}

const post = (path: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(`http://localhost${path}`, { method: "POST", body });
};
const args = (c: AppContext, request: Request) => ({ context: c, request, params: {} }) as never;

/** A `data(…)` result or throw: its body and status. */
function outcome(value: unknown): { status: number; body: Record<string, unknown> } {
  const v = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (v?.type === "DataWithResponseInit")
    return { status: v.init?.status ?? 200, body: v.data as Record<string, unknown> };
  return { status: 200, body: value as Record<string, unknown> };
}
async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return outcome(error);
  }
  throw new Error("nothing thrown");
}

const failing = (name: string) => async () => {
  throw new Error(`${name}: database went away`);
};

beforeAll(async () => {
  person = await createUser(testDb());
});

describe("auth page actions", () => {
  it("login: a wrong password says 'did not match' above the form with 401", async () => {
    const c = context();
    const out = outcome(
      await login.action(
        args(c, post("/login", { email: person.email, password: "Verkeerd-wachtwoord1" })),
      ),
    );
    expect(out.status).toBe(401);
    expect(out.body).toMatchObject({
      ok: false,
      formError: "LoginForm.loginFailed",
      fieldErrors: {},
    });
    expect(lines).toHaveLength(0);
  });

  it("login: the unexpected is logged with its code and becomes the error page with the id", async () => {
    const c = context({
      services: { ...services, auth: { ...services.auth, login: failing("login") } },
    });
    const out = await thrownBy(() =>
      login.action(args(c, post("/login", { email: person.email, password: DEFAULT_PASSWORD }))),
    );
    expect(out).toEqual({ status: 500, body: { requestId: "req-test" } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: "login-failed", level: 50 });
  });

  it("signup: a taken e-mail is said at the field with 409", async () => {
    const c = context();
    const fields = {
      email: person.email,
      firstName: "Anna",
      lastName: "Bakker",
      password: "Een-lang-wachtwoord1",
    };
    const out = outcome(await signup.action(args(c, post("/signup", fields))));
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({ fieldErrors: { email: "SignupForm.emailTaken" } });
  });

  it("recover-password: an unknown e-mail stays a field message with 404, not a thrown 404", async () => {
    const c = context();
    const out = outcome(
      await recoverPassword.action(
        args(c, post("/recover-password", { email: uniqueEmail("nobody") })),
      ),
    );
    expect(out.status).toBe(404);
    expect(out.body).toMatchObject({
      fieldErrors: { email: "PasswordRecoveryForm.emailNotFound" },
    });
    expect(out.body.formError).toBeUndefined();
  });

  it("recover-password: the unexpected keeps the page's own message with 500, logged", async () => {
    const c = context({
      services: {
        ...services,
        auth: { ...services.auth, requestPasswordReset: failing("reset") },
      },
    });
    const out = outcome(
      await recoverPassword.action(args(c, post("/recover-password", { email: person.email }))),
    );
    expect(out.status).toBe(500);
    expect(out.body).toMatchObject({ formError: "PasswordRecoveryPage.actionFailed" });
    expect(lines[0]).toMatchObject({ code: "password-recovery-failed" });
  });

  it("reset-password: a bad token says so above the form with 400", async () => {
    const c = context();
    const out = outcome(
      await resetPassword.action(
        args(c, post("/reset-password", { token: "no-such-token", password: "Nieuw-wachtwoord1" })),
      ),
    );
    expect(out).toMatchObject({
      status: 400,
      body: { formError: "PasswordResetPage.resetFailed" },
    });
  });

  it("verify-email: a bad token is the error state with 400", async () => {
    const user = await services.users.findById(person.id);
    const c = context({ user });
    const out = outcome(
      await verifyEmail.action(args(c, post("/verify-email", { token: "no-such-token" }))),
    );
    expect(out).toEqual({ status: 400, body: { state: "error" } });
  });

  it("resend-verification: the unexpected is 'could not send' with 500, logged", async () => {
    const user = await services.users.findById(person.id);
    const c = context({
      user,
      services: {
        ...services,
        auth: { ...services.auth, sendVerificationEmail: failing("resend") },
      },
    });
    const out = outcome(await resendVerification.action(args(c, post("/verify-email/resend", {}))));
    expect(out).toEqual({
      status: 500,
      body: { ok: false, messageId: "ModalMissingInformation.resendFailed" },
    });
    expect(lines[0]).toMatchObject({ code: "resend-verification-failed" });
  });
});

describe("account and operator page actions", () => {
  it("change-password: a wrong current password is said at its field with 403", async () => {
    const user = await services.users.findById(person.id);
    const c = context({ user });
    const fields = { currentPassword: "Verkeerd-wachtwoord1", newPassword: "Nieuw-wachtwoord12" };
    const out = outcome(await changePassword.action(args(c, post("/account/password", fields))));
    expect(out.status).toBe(403);
    expect(out.body).toMatchObject({
      fieldErrors: { currentPassword: "PasswordChangeForm.passwordFailed" },
    });
  });

  it("contact-details: a wrong password at its field; a failed phone save keeps its own message", async () => {
    const user = await services.users.findById(person.id);
    const c = context({
      user,
      services: {
        ...services,
        users: { ...services.users, updatePhoneNumber: failing("phone") },
      } as AppContext["services"],
    });
    const fields = {
      email: uniqueEmail("new"),
      phoneNumber: "0612345678",
      currentPassword: "Verkeerd-wachtwoord1",
    };
    const out = outcome(await contactDetails.action(args(c, post("/account/contact", fields))));
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      saved: { email: false, phone: false },
      fieldErrors: {
        currentPassword: "ContactDetailsForm.passwordFailed",
        phoneNumber: "ContactDetailsForm.genericPhoneFailure",
      },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: "update-contact-details-failed" });
  });

  it("operator: an unknown listing is said in the form with 404", async () => {
    const operator = await createUser(testDb(), { isOperator: true });
    const c = context({ user: await services.users.findById(operator.id) });
    const fields = { intent: "approve", listingId: randomUUID() };
    const out = outcome(await listingsAction(args(c, post("/operator/listings", fields))));
    expect(out.status).toBe(404);
    expect(out.body).toMatchObject({ ok: false, formError: "OperatorPage.listingNotFound" });
  });

  it("cart: a failed load says so on the page with 500 and is logged", async () => {
    const user = await services.users.findById(person.id);
    const c = context({
      user,
      services: { ...services, cart: { ...services.cart, view: failing("cart") } },
    });
    const out = outcome(await cartPage.loader(args(c, new Request("http://localhost/cart"))));
    expect(out.status).toBe(500);
    expect(out.body).toMatchObject({ view: null, loadFailed: true });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: "load-data-failed" });
  });

  it("checkout pages: an unknown listing or someone else's checkout is the plain 404", async () => {
    const user = await services.users.findById(person.id);
    const c = context({ user });
    const id = randomUUID();
    const request = (path: string) => new Request(`http://localhost${path}`);
    const buy = await thrownBy(async () =>
      listingCheckout.loader({
        context: c,
        request: request(`/l/x/${id}/checkout`),
        params: { slug: "x", id },
      } as never),
    );
    expect(buy.status).toBe(404);
    const summary = await thrownBy(async () =>
      checkoutSummary.loader({
        context: c,
        request: request(`/checkout/${id}`),
        params: { id },
      } as never),
    );
    expect(summary.status).toBe(404);
    expect(lines).toHaveLength(0);
  });

  it("manage-listings: a failed query shows the page's message and is logged", async () => {
    const user = await services.users.findById(person.id);
    const c = context({
      user,
      services: {
        ...services,
        ownListings: { ...services.ownListings, query: failing("query") },
      } as AppContext["services"],
    });
    const result = await manageListings.loader(
      args(c, new Request("http://localhost/listings/manage")),
    );
    expect(result).toMatchObject({ listings: [], queryError: "ManageListingsPage.queryFailed" });
    expect(lines[0]).toMatchObject({ code: "load-data-failed" });
  });

  it("checkout submit: a refusal names the item in the form; the unexpected is logged as initiate-order-failed", async () => {
    const user = await services.users.findById(person.id);
    const listingId = randomUUID();
    const orders = [{ items: [{ listingId, quantity: 1 }], deliveryMethod: "pickup" as const }];
    // What the page showed for these orders (decision 064): the submit checks it first.
    const shown = shownVersion(await services.checkout.preview(person.id, orders));
    const submit = (start: () => Promise<never>) => {
      const c = context({
        user,
        services: { ...services, checkout: { ...services.checkout, start } },
      } as Partial<AppContext>);
      const request = post("/cart/checkout", {
        idempotencyKey: "test-key-123456",
        billingName: "Anna Koper",
        billingLine1: "Oudegracht 1",
        billingPostalCode: "3511 AA",
        billingCity: "Utrecht",
        billingCountry: "NL",
        method: "ideal",
        shownVersion: shown,
      });
      return submitCheckout(c as never, request, {
        customerId: person.id,
        orders,
        source: "/cart/checkout",
      });
    };
    const refused = outcome(
      await submit(async () => {
        throw new AppError(
          "transaction-listing-insufficient-stock",
          409,
          "CheckoutPage.notEnoughStockMessage",
          {
            listingId,
          },
        );
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ok: false,
      formError: "CheckoutPage.notEnoughStockMessage",
      fieldErrors: { _listing: listingId },
    });
    expect(lines).toHaveLength(0);
    const crashed = await thrownBy(() => submit(failing("checkout")));
    expect(crashed.status).toBe(500);
    expect(crashed.body).toMatchObject({ requestId: "req-test" });
    expect(lines[0]).toMatchObject({ code: "initiate-order-failed" });
  });
});
