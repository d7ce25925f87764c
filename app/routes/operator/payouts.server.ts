import { data } from "react-router";
import { z } from "zod";
import { failure, parseForm } from "~/forms/parse-form";
import type { Route } from "./+types/payouts";
import {
  type OperatorContext as Context,
  type OperatorResult,
  requireOperator,
} from "./operator.server";

/** A payout to try again: the order's id, from the failed payouts list. */
const retryPayoutSchema = z.object({ transactionId: z.uuid("OperatorPage.payoutNotFound") });

/**
 * Tries a payout given up on again (decision 079). Only a failed payout moves; one already
 * scheduled or paid (a second click, another operator) is left alone and said so.
 */
async function retryPayout(context: Context, formData: FormData) {
  const intent = "retry-payout";
  const parsed = parseForm(retryPayoutSchema, formData);
  if (!parsed.ok) {
    return data<OperatorResult>(
      { ...failure(formData, "OperatorPage.payoutNotFound"), intent },
      { status: 400 },
    );
  }
  const { transactionId } = parsed.data;
  const payout = await context.services.payouts.find(transactionId);
  if (!payout) {
    return data<OperatorResult>(
      { ...failure(formData, "OperatorPage.payoutNotFound"), intent },
      { status: 404 },
    );
  }
  const retried = await context.services.operatorRetries.retryPayout(
    requireOperator(context),
    transactionId,
  );
  const message = retried ? "OperatorPage.payoutRetried" : "OperatorPage.payoutNotFailed";
  return data<OperatorResult>({ ok: true, intent, message, title: "" });
}

const retryJobSchema = z.object({ jobId: z.uuid("OperatorOrders.jobNotFound") });

/** Puts an outbox job given up on back in line (decision 072), audited (decision 084). */
async function retryJob(context: Context, formData: FormData) {
  const intent = "retry-job";
  const parsed = parseForm(retryJobSchema, formData);
  if (!parsed.ok) {
    return data<OperatorResult>(
      { ...failure(formData, "OperatorOrders.jobNotFound"), intent },
      { status: 400 },
    );
  }
  const retried = await context.services.operatorRetries.retryJob(
    requireOperator(context),
    parsed.data.jobId,
  );
  const message = retried ? "OperatorOrders.jobRetried" : "OperatorOrders.jobNotFailed";
  return data<OperatorResult>({ ok: true, intent, message, title: "" });
}

/** POST /operator/payouts: retry a payout or an outbox job given up on. */
export async function payoutsAction({ context, request }: Route.ActionArgs) {
  requireOperator(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "retry-payout") return retryPayout(context, formData);
  if (intent === "retry-job") return retryJob(context, formData);
  return data<OperatorResult>(
    { ...failure(formData, "OperatorPage.unknownAction"), intent: String(intent) },
    { status: 400 },
  );
}
