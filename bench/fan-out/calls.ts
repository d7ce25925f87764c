import type { CheckoutStart } from "#modules/checkout/server";
import type { InitiateInput, TransactionEngine } from "#modules/transactions/server";
import type { createServices } from "../../server/services";
import { type Outcome, settle } from "./outcome";

/** The calls a bench fires at once: an engine initiation or a checkout start. */
export type Call =
  | { kind: "initiate"; input: InitiateInput }
  | { kind: "checkout"; input: CheckoutStart };

export type Targets = {
  engine?: TransactionEngine;
  services?: ReturnType<typeof createServices>;
};

export function fire(targets: Targets, call: Call): Promise<Outcome> {
  if (call.kind === "initiate") {
    const engine = targets.engine;
    if (!engine) throw new Error("no engine");
    return settle(engine.initiate(call.input).then((tx) => tx.id));
  }
  const services = targets.services;
  if (!services) throw new Error("no services");
  return settle(services.checkout.start(call.input).then((r) => r.intent?.id ?? null));
}
