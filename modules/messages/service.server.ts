import { AppError } from "#modules/errors";
import { sanitizeUserText } from "#modules/text";
import { avatarInitials } from "#modules/users";
import type { MessageRepository } from "./repository.server";
import { MESSAGES_PER_PAGE, sendMessageSchema } from "./schemas";

export type MessageView = {
  id: string;
  content: string;
  createdAt: string;
  sender: {
    id: string;
    displayName: string;
    abbreviatedName: string;
    banned: boolean;
    deleted: boolean;
    profileImageKey: string | null;
  };
};

/** The two sides of a transaction, as the transactions module tells them (no reach into its tables). */
export type TransactionSides = {
  customerId: string;
  providerId: string;
  customerRemoved: boolean;
  providerRemoved: boolean;
};

export type Viewer = { id: string; isOperator: boolean };

const notFound = () => new AppError("not-found", 404, "Errors.notFound");

/**
 * Messages between the customer and the provider of one transaction (spec §2, §7). Only the
 * two sides send; an operator may read along. A stranger's id is a 404, as if it did not exist.
 */
export function createMessageService({
  messages,
  sides,
}: {
  messages: MessageRepository;
  sides: (transactionId: string) => Promise<TransactionSides | null>;
}) {
  return {
    async send(viewer: Viewer, input: unknown): Promise<MessageView> {
      const { transactionId, content } = sendMessageSchema.parse(input);
      const tx = await sides(transactionId);
      const isCustomer = tx?.customerId === viewer.id;
      if (!tx || (!isCustomer && tx.providerId !== viewer.id)) throw notFound();
      // A sender banned while the request was on its way (decision 065).
      if (isCustomer ? tx.customerRemoved : tx.providerRemoved) {
        throw new AppError("user-banned", 403, "Errors.accountBanned");
      }
      // Spec §6: messages to a banned or deleted user are blocked.
      if (isCustomer ? tx.providerRemoved : tx.customerRemoved) {
        throw new AppError("forbidden", 403, "TransactionPage.messageToRemovedUser");
      }
      const row = await messages.insert({ transactionId, senderId: viewer.id, content });
      return toView((await messages.find(row.id))!);
    },

    /** One page of 100, newest page first; the messages in it oldest first, as they are read. */
    async query(viewer: Viewer, transactionId: string, page = 1, perPage = MESSAGES_PER_PAGE) {
      const tx = await sides(transactionId);
      if (
        !tx ||
        (tx.customerId !== viewer.id && tx.providerId !== viewer.id && !viewer.isOperator)
      ) {
        throw notFound();
      }
      const { rows, totalItems } = await messages.page(transactionId, page, perPage);
      return {
        messages: rows.map(toView).reverse(),
        pagination: { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage) },
      };
    },
  };
}

function toView(r: {
  id: string;
  content: string;
  createdAt: Date;
  senderId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  banned: boolean;
  deleted: boolean;
  profileImageKey: string | null;
}): MessageView {
  const hidden = r.banned || r.deleted;
  return {
    id: r.id,
    // Spec §5: < and > become their full-width look-alikes; React escapes the rest.
    content: sanitizeUserText(r.content),
    createdAt: r.createdAt.toISOString(),
    sender: {
      id: r.senderId,
      displayName: hidden ? "" : sanitizeUserText(r.displayName),
      abbreviatedName: hidden ? "" : avatarInitials(r),
      banned: r.banned,
      deleted: r.deleted,
      profileImageKey: hidden ? null : r.profileImageKey,
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
