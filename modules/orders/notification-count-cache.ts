/**
 * The top bar's dot for the pages a member opens one after another (decision 094): counted
 * once per member and TTL, not on every page. A member's own write forgets their count at
 * once (the server calls `forget` when it has answered it), so what they did shows on the next
 * page; what others did (a new order for a grower) shows within the TTL.
 */
export type NotificationCounts = {
  count(userId: string, reading: string | null): Promise<number>;
  forget(userId: string): void;
};

/** Long enough for a member clicking through pages, short enough to follow others' orders. */
export const NOTIFICATION_COUNT_TTL_MS = 5_000;
/** Members remembered at most; the oldest go first. */
const MAX_MEMBERS = 10_000;

type Entry = { at: number; counts: Map<string, Promise<number>> };

export function createNotificationCounts(
  countOf: (userId: string, reading: string | null) => Promise<number>,
  now: () => Date,
  ttlMs = NOTIFICATION_COUNT_TTL_MS,
): NotificationCounts {
  const members = new Map<string, Entry>();
  return {
    count(userId, reading) {
      const at = now().getTime();
      let entry = members.get(userId);
      if (!entry || at - entry.at >= ttlMs || at < entry.at) {
        entry = { at, counts: new Map() };
        members.delete(userId);
        members.set(userId, entry);
        if (members.size > MAX_MEMBERS) members.delete(members.keys().next().value as string);
      }
      const key = reading ?? "";
      let counted = entry.counts.get(key);
      if (!counted) {
        counted = countOf(userId, reading);
        entry.counts.set(key, counted);
        // A failed count is not remembered: the next page asks again.
        const current = entry;
        counted.catch(() => {
          if (current.counts.get(key) === counted) current.counts.delete(key);
        });
      }
      return counted;
    },
    forget(userId) {
      members.delete(userId);
    },
  };
}
