import { randomBytes } from "node:crypto";

/** A Stripe API failure: Stripe's error body with its HTTP status. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: {
      type: string;
      code?: string;
      decline_code?: string;
      message: string;
      param?: string;
      payment_intent?: unknown;
      setup_intent?: unknown;
    },
  ) {
    super(error.message);
  }
}

export const invalid = (message: string, param?: string, code = "parameter_invalid_empty") =>
  new StripeFailure(400, { type: "invalid_request_error", code, message, param });

export const missing = (kind: string, id: string, param = "id") =>
  new StripeFailure(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

export type StoredObject = Record<string, unknown> & { id: string; object: string };

/** Everything the fake Stripe holds: its objects by id, and the events it would send. */
export class FakeState {
  readonly objects = new Map<string, StoredObject>();
  readonly events: StoredObject[] = [];
  constructor(readonly baseUrl: () => string) {}

  id(prefix: string) {
    return `${prefix}_${randomBytes(12).toString("hex")}`;
  }

  created() {
    return Math.floor(Date.now() / 1000);
  }

  put<T extends StoredObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get(kind: string, id: string, label = kind): StoredObject {
    const found = this.objects.get(id);
    if (!found || found.object !== kind) throw missing(label, id);
    return found;
  }

  /** Records the event Stripe would send (a snapshot of the object), for a test to deliver. */
  emit(type: string, object: StoredObject, account?: string) {
    const event: StoredObject = {
      id: this.id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: this.created(),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
      ...(account ? { account } : {}),
    };
    this.events.push(event);
    return event;
  }

  /** Replaces ids named by `expand` (dotted paths) with the objects they name. */
  expand(object: StoredObject, paths: string[]): StoredObject {
    const copy = structuredClone(object);
    for (const path of paths) {
      const keys = path.split(".");
      let node: Record<string, unknown> | undefined = copy;
      keys.forEach((key, i) => {
        if (!node) return;
        const value = node[key];
        if (i === keys.length - 1) {
          if (typeof value === "string" && this.objects.has(value)) {
            node[key] = structuredClone(this.objects.get(value));
          }
        } else {
          node =
            value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
        }
      });
    }
    return copy;
  }
}
