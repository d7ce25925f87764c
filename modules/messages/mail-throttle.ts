// When a new message mails the other side (decision 067). Pure: the repository reads the
// recipient's conversation state under a row lock and asks this.

/** At most one mail per conversation and recipient per 15 minutes while it stays unread. */
export const MESSAGE_MAIL_INTERVAL_MS = 15 * 60_000;

export type ConversationState = {
  /** When this side last opened the conversation. */
  readAt: Date | null;
  /** When this side was last mailed about it. */
  mailedAt: Date | null;
};

/**
 * Whether a message arriving `now` mails the recipient: the first time, once they have read
 * the conversation since the last mail (a new unread stretch), or when the last mail is
 * 15 minutes old.
 */
export function shouldMailRecipient(state: ConversationState | null, now: Date): boolean {
  if (!state?.mailedAt) return true;
  if (state.readAt && state.readAt.getTime() > state.mailedAt.getTime()) return true;
  return now.getTime() - state.mailedAt.getTime() >= MESSAGE_MAIL_INTERVAL_MS;
}
