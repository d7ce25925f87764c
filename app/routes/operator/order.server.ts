import { data } from "react-router";
import { isAppError } from "#modules/errors";
import type { LineItem } from "#modules/pricing";
import { isOperatorTransition, operatorNotesOf } from "#modules/transactions";
import { formFields, formValues } from "~/forms/parse-form";
import type { Route } from "./+types/order";
import { type OperatorContext as Context, requireOperator } from "./operator.server";

/**
 * The console's order (decision 084): everything an operator needs to settle it — history with
 * who and when, messages, line items, ledger rows, payout, the dispute with its photos — and
 * the operator's steps, each with a reason both parties read, audited in the move's database
 * transaction.
 */

const notFound = () => data(null, { status: 404 });
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

export async function orderDetail(context: Context, id: string) {
  const operator = requireOperator(context);
  const s = context.services;
  const summary = await s.operatorOrders.one(id);
  const row = summary ? await s.transactionEngine.find(id) : null;
  if (!summary || !row) throw notFound();
  const [history, messages, ledger, payout, steps, photos] = await Promise.all([
    s.transactionEngine.history(id),
    s.messages.query({ id: operator.id, isOperator: true }, id),
    s.ledger.ofTransaction(id),
    s.payouts.find(id),
    s.transactionEngine.transitionsFor(row, { role: "operator", userId: operator.id }),
    s.disputePhotos.of(id),
  ]);
  const nameOf = (role: string) =>
    role === "customer"
      ? summary.customer.displayName
      : role === "provider"
        ? summary.provider.displayName
        : null;
  return {
    order: {
      id: row.id,
      orderNumber: row.orderNumber,
      state: row.state,
      processAlias: row.processAlias,
      createdAt: row.createdAt.toISOString(),
      deliveryMethod: row.deliveryMethod,
      customer: summary.customer,
      provider: summary.provider,
      listingTitle: summary.listingTitle,
      listingId: row.listingId,
      payinTotal: row.payinTotal,
      payoutTotal: row.payoutTotal,
      currency: row.currency,
      disputeDueAt: summary.disputeDueAt?.toISOString() ?? null,
      disputeReason: text(row.protectedData.disputeReason),
      cancelReason: text(row.protectedData.cancelReason),
      operatorNotes: operatorNotesOf(row.protectedData),
    },
    // Position in the order is the line's identity: one code can appear once per listing.
    lineItems: (row.lineItems as LineItem[]).map((l, position) => ({
      position,
      code: l.code,
      quantity: l.quantity ?? null,
      percentage: l.percentage ?? null,
      unitPrice: l.unitPrice,
      lineTotal: l.lineTotal,
      reversal: l.reversal,
      includeFor: l.includeFor,
    })),
    history: history.map((h) => ({
      id: h.id,
      transition: h.transition,
      byRole: h.byRole,
      byName: nameOf(h.byRole),
      fromState: h.fromState,
      toState: h.toState,
      at: h.createdAt.toISOString(),
    })),
    messages: messages.messages,
    ledger: ledger.map((e) => ({
      id: e.id,
      kind: e.kind,
      status: e.status,
      amount: e.amount,
      currency: e.currency,
      objectId: e.objectId,
      at: e.createdAt.toISOString(),
    })),
    payout: payout && {
      status: payout.status,
      amount: payout.amount,
      fee: payout.fee,
      currency: payout.currency,
      dueAt: payout.dueAt.toISOString(),
      paidAt: payout.paidAt?.toISOString() ?? null,
      attempts: payout.attempts,
      lastFailure: payout.lastFailure,
    },
    photos,
    steps: steps.map((t) => t.name).filter(isOperatorTransition),
  };
}

export type OrderStepResult =
  | { ok: true; message: string; transition: string }
  | {
      ok: false;
      transition: string;
      formError?: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

/** POST /operator/orders/:id: one operator step with its reason. */
export async function orderAction({ context, request, params }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const formData = await request.formData();
  const fields = formFields(formData);
  const transition = fields.transition ?? "";
  // An id that is no order is the plain 404, as on the page itself.
  if (!(await context.services.operatorOrders.one(params.id))) throw notFound();
  try {
    await context.services.operatorOrders.run(operator, {
      transactionId: params.id,
      transition,
      fromState: fields.fromState,
      reason: fields.reason,
    });
    return data<OrderStepResult>({ ok: true, message: "OperatorOrders.stepDone", transition });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404) throw notFound();
    const moved = error.status === 409;
    return data<OrderStepResult>(
      {
        ok: false,
        transition,
        formError: moved ? "OperatorOrders.alreadyMoved" : error.messageId,
        fieldErrors: moved ? {} : error.fields,
        values: formValues(formData),
      },
      { status: error.status },
    );
  }
}
