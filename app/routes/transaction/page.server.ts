import { type AppLoadContext, data, redirect } from "react-router";
import { AppError } from "#modules/errors";
import { MESSAGES_PER_PAGE } from "#modules/messages";
import type { MessageView } from "#modules/messages/server";
import type { TransactionView } from "#modules/orders";
import { pageTransitionSchema } from "#modules/orders/server";
import { parseReviewForm } from "#modules/reviews";
import { refusedStepMessage } from "#modules/transactions";
import { isUuid } from "#modules/urls";
import { fieldErrors } from "#modules/users";
import { requireUser } from "~/auth/session.server";
import type { TransactionActionResult } from "~/components/transaction-page/types";
import { seo } from "~/seo/seo.server";
import {
  type LoggedFailureCode,
  type RouteFailure,
  routeFailure,
  throwRouteError,
} from "../route-error.server";

/** How many pages of 100 messages the page shows: `?messages=2` after "load earlier". */
const MAX_MESSAGE_PAGES = 50;
function messagePages(url: URL) {
  const n = Number(url.searchParams.get("messages"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_MESSAGE_PAGES) : 1;
}

const notFound = () => data(null, { status: 404 });

/** The order (customer) or sale (provider) page's data: spec §2 transaction page. */
export async function loadTransactionPage(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  view: TransactionView,
) {
  const user = requireUser(context, request);
  if (!isUuid(id)) throw notFound();
  const viewer = { id: user.id, isOperator: user.isOperator };
  let shown: Awaited<ReturnType<typeof context.services.inbox.show>>;
  try {
    shown = await context.services.inbox.show(viewer, id, view);
  } catch (error) {
    // Someone else's order is the 404 an unknown id gets; anything else the error page.
    throwRouteError(error, context, "load-data-failed");
  }
  if ("redirect" in shown) throw redirect(shown.redirect);
  const url = new URL(request.url);
  const pages = messagePages(url);
  // Spec §8: 'Could not load all messages. Please try again.' — the page still shows.
  let messages: MessageView[] = [];
  let messagesError: string | null = null;
  let hasEarlier = false;
  try {
    // One access check for the messages and the read (decision 088): opening the page reads
    // its conversation (decision 067), and the page shows even if that read fails.
    const opened = await context.services.messages.open(viewer, id, pages, MESSAGES_PER_PAGE);
    // Read now: the next page's dot counts afresh (decision 094).
    if (opened.marked) context.services.notificationCounts.forget(user.id);
    messages = opened.messages;
    hasEarlier = pages < opened.totalPages;
    if (opened.readError) {
      context.log.error({ err: opened.readError, code: "load-data-failed" }, "mark read failed");
    }
  } catch (error) {
    routeFailure(error, context, "load-data-failed", { accessInForm: true });
    messagesError = "TransactionPage.messagesLoadFailed";
  }
  const title =
    view === "order" ? "TransactionPage.orderPageTitle" : "TransactionPage.salePageTitle";
  return {
    transaction: shown.data,
    messages,
    messagesError,
    hasEarlier,
    messagePages: pages,
    viewerId: user.id,
    imageBaseUrl: context.services.config.imageBaseUrl,
    // Bookings are picked on the listing's calendar, not in the enquiry's order form.
    stockManaged: context.services.config.listingManagementType === "stock",
    payUrl:
      view === "order" && shown.data.state === "pending-payment"
        ? await context.services.checkout.payPath(user.id, id)
        : null,
    serverNow: context.services.now().toISOString(),
    seo: seo(context, request, title, title),
  };
}

/**
 * Spec §8: a failed step is logged under its code, with the request id the logger carries. A
 * rule's refusal (a raced double click, an already sent review) is a warning with its reason;
 * anything else is an error with its stack (route-error.server.ts).
 */
const STEP_FAILURE = { forbiddenInForm: true, logRefusals: true } as const;

/** Spec §8 logged codes and user messages of the page's transitions. */
const FAILURES: Record<string, { code: LoggedFailureCode; message: string }> = {
  "mark-shipped": { code: "mark-delivered-failed", message: "TransactionPage.markDeliveredFailed" },
  "mark-delivered": {
    code: "mark-delivered-failed",
    message: "TransactionPage.markDeliveredFailed",
  },
  "mark-received": { code: "mark-received-failed", message: "TransactionPage.markReceivedFailed" },
  dispute: { code: "dispute-failed", message: "TransactionPage.disputeFailed" },
  review: { code: "leave-review-failed", message: "TransactionPage.reviewFailed" },
  cancel: { code: "cancel-failed", message: "TransactionPage.cancelFailed" },
  "cancel-by-provider": { code: "cancel-failed", message: "TransactionPage.cancelFailed" },
};

function failureOf(transition: string): { code: LoggedFailureCode; message: string } {
  if (transition === "transition/mark-received-from-purchased") {
    return {
      code: "mark-received-from-purchase-failed",
      message: "TransactionPage.markReceivedFailed",
    };
  }
  const short = transition.replace(/^transition\//, "");
  const kind = short.startsWith("mark-received")
    ? "mark-received"
    : short.startsWith("review-")
      ? "review"
      : short;
  return (
    FAILURES[kind] ?? { code: "transition-failed", message: "TransactionPage.transitionFailed" }
  );
}

/** intent=transition (a button of spec §4) or intent=message (the send form). */
export async function transactionPageAction(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
) {
  const user = requireUser(context, request);
  if (!isUuid(id)) throw notFound();
  const viewer = { id: user.id, isOperator: user.isOperator };
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "message") return sendMessage(context, viewer, id, form);
  if (intent === "review") return leaveReview(context, viewer, id, form);
  if (intent !== "transition") throw notFound();

  const parsed = pageTransitionSchema.safeParse({
    transition: form.get("transition"),
    disputeReason: form.get("disputeReason") ?? undefined,
    cancelReason: form.get("cancelReason") ?? undefined,
  });
  const transition = parsed.success ? parsed.data.transition : "";
  const failure = failureOf(transition);
  if (!parsed.success) {
    return data<TransactionActionResult>(
      { ok: false, intent: "transition", formError: failure.message },
      { status: 400 },
    );
  }
  try {
    const photos = photoFiles(form);
    if (parsed.data.transition === "transition/dispute" && photos.length > 0) {
      // With photos: the dispute and the photos' rows in one transaction (decision 084); the
      // reason is still required, as without.
      const disputeReason = parsed.data.disputeReason?.trim();
      if (!disputeReason) {
        throw new AppError("validation-invalid-params", 400, DISPUTE_REASON_REQUIRED, {
          disputeReason: DISPUTE_REASON_REQUIRED,
        });
      }
      await context.services.disputeWithPhotos(viewer, id, {
        disputeReason,
        files: await Promise.all(photos.map(async (f) => Buffer.from(await f.arrayBuffer()))),
      });
    } else {
      await context.services.inbox.transition(viewer, id, parsed.data);
    }
    return data<TransactionActionResult>({ ok: true, intent: "transition" });
  } catch (error) {
    // Spec §8: the failure is logged under its code; the person reads 'refresh and try again'.
    const refusal = routeFailure(error, context, failure.code, STEP_FAILURE);
    const fieldErrors = refusal.kind === "unexpected" ? {} : refusal.fieldErrors;
    const refused =
      refusal.kind === "expected" && refusal.code === "transaction-invalid-transition";
    return data<TransactionActionResult>(
      {
        ok: false,
        intent: "transition",
        formError:
          fieldErrors.disputeReason ??
          fieldErrors.photos ??
          fieldErrors.cancelReason ??
          (refused ? await refusalMessage(context, id) : failure.message),
        fieldErrors,
        // A refused cancel keeps the reason typed (decision 068).
        ...(parsed.data.cancelReason ? { values: { cancelReason: parsed.data.cancelReason } } : {}),
      },
      { status: refusal.status },
    );
  }
}

const DISPUTE_REASON_REQUIRED = "TransactionPage.disputeReasonRequired";

/** The dispute form's chosen photos; an empty file input sends one nameless, empty file. */
function photoFiles(form: FormData): File[] {
  return form
    .getAll("photos")
    .filter((f): f is File => typeof f !== "string" && f.size > 0 && f.name !== "");
}

/** Decision 068: the order moved on in the meantime; say to what (the viewer is a party). */
async function refusalMessage(context: AppLoadContext, id: string): Promise<string> {
  const now = await context.services.transactionEngine.find(id).catch(() => null);
  return refusedStepMessage(now?.state ?? null);
}

async function sendMessage(
  context: AppLoadContext,
  viewer: { id: string; isOperator: boolean },
  id: string,
  form: FormData,
) {
  const content = form.get("content");
  try {
    await context.services.messages.send(viewer, { transactionId: id, content });
    return data<TransactionActionResult>({ ok: true, intent: "message" });
  } catch (error) {
    const failure = routeFailure(error, context, "send-message-failed", { forbiddenInForm: true });
    const values = { content: typeof content === "string" ? content : "" };
    // The message's own field says what is wrong with it; anything else is the form's.
    const contentError =
      failure.kind === "validation"
        ? { content: Object.values(failure.fieldErrors)[0] ?? "TransactionPage.sendFailed" }
        : undefined;
    return data<TransactionActionResult>(
      {
        ok: false,
        intent: "message",
        formError:
          failure.kind === "expected"
            ? failure.messageId
            : contentError
              ? ""
              : "TransactionPage.sendFailed",
        ...(contentError ? { fieldErrors: contentError } : {}),
        values,
      },
      { status: failure.status },
    );
  }
}

/** Spec §8: which text a failed review shows; every failure is logged as leave-review-failed. */
function reviewFailureMessage(failure: RouteFailure): string {
  if (failure.kind !== "expected") return "TransactionPage.reviewFailed";
  if (failure.messageId === "ReviewForm.reviewAlreadySent") return failure.messageId;
  return failure.code === "transaction-invalid-transition"
    ? "TransactionPage.invalidTransition"
    : "TransactionPage.reviewFailed";
}

/** intent=review: this side's rating and text (spec §4 first/second review fallback). */
async function leaveReview(
  context: AppLoadContext,
  viewer: { id: string; isOperator: boolean },
  id: string,
  form: FormData,
) {
  const values = {
    rating: String(form.get("rating") ?? ""),
    content: String(form.get("content") ?? ""),
  };
  const parsed = parseReviewForm(form);
  if (!parsed.success) {
    return data<TransactionActionResult>(
      {
        ok: false,
        intent: "review",
        formError: "",
        fieldErrors: fieldErrors(parsed.error),
        values,
      },
      { status: 400 },
    );
  }
  try {
    await context.services.inbox.leaveReview(viewer, id, parsed.data);
    return data<TransactionActionResult>({ ok: true, intent: "review" });
  } catch (error) {
    // Spec §8: logged under its code, as the page's other transitions are.
    const failure = routeFailure(error, context, "leave-review-failed", STEP_FAILURE);
    return data<TransactionActionResult>(
      {
        ok: false,
        intent: "review",
        formError: reviewFailureMessage(failure),
        fieldErrors: failure.kind === "unexpected" ? {} : failure.fieldErrors,
        values,
      },
      { status: failure.status },
    );
  }
}
