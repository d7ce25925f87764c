// The order and sale pages are where a conversation is read (decision 067): the root loader
// leaves the one being opened out of the dot, and revalidates when one is entered or left.

const CONVERSATION_PATH = /^\/(?:order|sale)\/([0-9a-fA-F-]{36})\/details(?:\.data)?\/?$/;

/** The transaction whose conversation this path shows, or null. */
export function conversationOf(pathname: string): string | null {
  return CONVERSATION_PATH.exec(pathname)?.[1]?.toLowerCase() ?? null;
}
