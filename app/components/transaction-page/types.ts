import type { MessageView } from "#modules/messages";
import type { TransactionPageData } from "#modules/orders";

/** What the order and sale routes' loaders give the shared page. */
export type TransactionPageLoaded = {
  transaction: TransactionPageData;
  messages: MessageView[];
  messagesError: string | null;
  hasEarlier: boolean;
  messagePages: number;
  viewerId: string;
  imageBaseUrl: string;
  stockManaged: boolean;
  /** The buyer's way back to the checkout of an order not paid yet (decision 066). */
  payUrl?: string | null;
  /** The server's clock when the page was read (ISO): when to look again (nextChangeAt). */
  serverNow: string;
};

export type TransactionActionResult =
  | { ok: true; intent: "transition" | "message" | "review" }
  | {
      ok: false;
      intent: "transition" | "message" | "review";
      formError: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
    };
