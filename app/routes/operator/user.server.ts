import { data } from "react-router";
import { z } from "zod";
import { reasonSchema } from "#modules/accounts";
import { isUuid } from "#modules/urls";
import type { UserRecord } from "#modules/users";
import { failure, parseForm } from "~/forms/parse-form";
import { translate } from "~/i18n/translate.server";
import { formRefusal } from "../route-error.server";
import type { Route } from "./+types/user";
import { type OperatorContext as Context, requireOperator } from "./operator.server";

const LIST_LIMIT = 20;

export type UserActionResult =
  | { ok: true; intent: string; message: string }
  | {
      ok: false;
      intent: string;
      formError?: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

function userIdOf(params: { id?: string }): string {
  const id = params.id ?? "";
  if (!isUuid(id)) throw data(null, { status: 404 });
  return id.toLowerCase();
}

/** Everything an operator needs to help one user: profile, activity, payout state, sign-ins. */
export async function userPageData(context: Context, params: { id?: string }) {
  requireOperator(context);
  const s = context.services;
  const user = await s.users.findById(userIdOf(params));
  if (!user) throw data(null, { status: 404 });
  const [payout, listings, orders, sales, reviews, signIns, inProgress] = await Promise.all([
    s.payoutAccounts.view(user.id),
    s.ownListings.query(user, 1, LIST_LIMIT),
    s.inbox.query(user.id, "orders", 1),
    s.inbox.query(user.id, "sales", 1),
    s.reviews.aboutUser(user.id),
    s.userModeration.signIns(user.id),
    s.userModeration.inProgress(user.id),
  ]);
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      phoneNumber: user.protectedData.phoneNumber ?? null,
      place: user.publicData.postalPlace ?? null,
      banned: user.banned,
      deleted: user.deleted,
      isOperator: user.isOperator,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
    },
    payout: {
      state: payout.state,
      country: payout.details?.country ?? null,
      accountType: payout.details?.accountType ?? null,
    },
    listings: {
      total: listings.pagination.totalItems,
      items: listings.listings.map((l) => ({
        id: l.id,
        title: l.title,
        state: l.state,
        createdAt: l.createdAt,
      })),
    },
    orders: { total: orders.pagination.totalItems, items: orders.items.slice(0, LIST_LIMIT) },
    sales: { total: sales.pagination.totalItems, items: sales.items.slice(0, LIST_LIMIT) },
    reviews: [...reviews.asProvider, ...reviews.asCustomer].map((r) => ({
      id: r.id,
      type: r.type,
      rating: r.rating,
      content: r.content,
      createdAt: r.createdAt,
    })),
    signIns: signIns.map((x) => ({ at: x.at.toISOString(), method: x.method })),
    inProgress,
    seo: {
      title: translate(context.locale, "OperatorPage.navUsers"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: `/operator/users/${user.id}`,
      appUrl: s.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

const reasonForm = z.object({ reason: reasonSchema });

const DONE: Record<string, string> = {
  "verify-email": "OperatorUsersPage.emailVerified",
  "resend-verification": "OperatorUsersPage.verificationSent",
  ban: "OperatorUsersPage.banned",
  unban: "OperatorUsersPage.unbanned",
  delete: "OperatorUsersPage.deleted",
};

async function run(
  context: Context,
  operator: UserRecord,
  intent: string,
  userId: string,
  reason: string,
) {
  const m = context.services.userModeration;
  if (intent === "verify-email") return m.verifyEmail(operator, userId);
  if (intent === "resend-verification") return m.resendVerification(operator, userId);
  if (intent === "ban") return m.ban(operator, userId, reason);
  if (intent === "unban") return m.unban(operator, userId, reason);
  return m.erase(operator, userId, reason);
}

/** POST /operator/users/:id: verify the e-mail, resend the link, ban, unban or delete. */
export async function userAction({ context, request, params }: Route.ActionArgs) {
  const operator = requireOperator(context);
  const userId = userIdOf(params);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (!(intent in DONE)) {
    return data<UserActionResult>(
      { ...failure(formData, "OperatorPage.unknownAction"), intent },
      { status: 400 },
    );
  }
  let reason = "";
  if (intent === "ban" || intent === "unban" || intent === "delete") {
    const parsed = parseForm(reasonForm, formData);
    if (!parsed.ok) return data<UserActionResult>({ ...parsed, intent }, { status: 400 });
    reason = parsed.data.reason;
  }
  try {
    await run(context, operator, intent, userId, reason);
    return data<UserActionResult>({ ok: true, intent, message: DONE[intent]! });
  } catch (error) {
    const refused = formRefusal(error, context, "operator-action-failed");
    return data<UserActionResult>(
      { ...failure(formData, refused.messageId, refused.fieldErrors), intent },
      { status: refused.status },
    );
  }
}
