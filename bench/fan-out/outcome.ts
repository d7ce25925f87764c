import { isAppError } from "#modules/errors";

/** What one concurrent call came to, the same whether it ran here or in another process. */
export type Outcome = { ok: true; value: string | null } | { ok: false; error: string };

export function settle(call: Promise<string | null>): Promise<Outcome> {
  return call.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({
      ok: false,
      error: isAppError(error) ? `${error.status} ${error.code}` : `crash ${String(error)}`,
    }),
  );
}
