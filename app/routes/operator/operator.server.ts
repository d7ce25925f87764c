import { data } from "react-router";
import type { UserRecord } from "#modules/users";
import type { Route } from "./+types/layout";

export type OperatorContext = Route.LoaderArgs["context"];

/** Operators only; everyone else gets the plain 404, so the page is not revealed. */
export function requireOperator(context: OperatorContext): UserRecord {
  const user = context.user;
  if (!user?.isOperator) throw data(null, { status: 404 });
  return user;
}

export type OperatorResult =
  | { ok: true; intent: string; message: string; title: string }
  | {
      ok: false;
      intent: string;
      listingId?: string;
      formError?: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
