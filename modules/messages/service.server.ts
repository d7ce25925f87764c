import { AppError } from "#modules/errors";
import { sanitizeUserText } from "#modules/text";
import { avatarInitials } from "#modules/users";
import type { Database } from "../../db/client";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import { shouldMailRecipient } from "./mail-throttle";
import { createMessageRepository, type MessageRepository } from "./repository.server";
import { MESSAGES_PER_PAGE, sendMessageSchema } from "./schemas";

/** The outbox row kind that mails a conversation's new message (decision 067). */
export const MESSAGE_MAIL_KIND = "message-mail";

type Repos = { messages: MessageRepository };

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
  db,
  sides,
  now,
}: {
  /** Messages builds its own repository, on the pool and on a use-case's transaction. */
  db: Database;
  /** The services' clock (decision 032): when a conversation was read. */
  now: () => Date;
  sides: (transactionId: string) => Promise<TransactionSides | null>;
}) {
  const reposOn = (executor: Executor): Repos => ({
    messages: createMessageRepository(executor, now),
  });
  const work = createUnitOfWork(db, reposOn);
  const messages = work.repos.messages;

  /**
   * A message from `senderId` reached `recipient` at `at`: the sender has read the conversation,
   * the recipient has not; the recipient is mailed unless they were mailed less than 15 minutes
   * ago and have not read it since (decision 067). `mail: false` when another mail says it.
   */
  async function deliver(
    repos: Repos,
    m: {
      transactionId: string;
      senderId: string;
      recipient: { id: string; role: "customer" | "provider" };
      at: Date;
      mail: boolean;
    },
  ) {
    await repos.messages.markRead(m.transactionId, m.senderId, m.at);
    const state = await repos.messages.lockConversation(m.transactionId, m.recipient.id);
    const mail = m.mail && shouldMailRecipient(state, m.at);
    await repos.messages.noteUnread(m.transactionId, m.recipient.id, m.at, mail || !m.mail);
    if (!mail) return;
    await repos.messages.enqueueMail({
      kind: MESSAGE_MAIL_KIND,
      idempotencyKey: `${m.transactionId}:message-mail:${m.recipient.id}:${m.at.toISOString()}`,
      payload: { transactionId: m.transactionId, to: m.recipient.role, userId: m.recipient.id },
      availableAt: m.at,
    });
  }

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
      const id = await work.withTransaction(async (repos) => {
        const row = await repos.messages.insert({ transactionId, senderId: viewer.id, content });
        await deliver(repos, {
          transactionId,
          senderId: viewer.id,
          recipient: isCustomer
            ? { id: tx.providerId, role: "provider" }
            : { id: tx.customerId, role: "customer" },
          at: row.createdAt,
          mail: true,
        });
        return row.id;
      });
      return toView((await messages.find(id))!);
    },

    /**
     * The checkout's "bericht aan de kweker" as the paid order's first message, once. Unread
     * for the grower but not mailed: the paid order's mail quotes it (decision 067).
     */
    async postFirst(input: {
      transactionId: string;
      customerId: string;
      providerId: string;
      content: string;
    }) {
      const content = input.content.trim();
      if (!content) return;
      await work.withTransaction(async (repos) => {
        const row = await repos.messages.insertFirst({
          transactionId: input.transactionId,
          senderId: input.customerId,
          content,
        });
        if (!row) return;
        await deliver(repos, {
          transactionId: input.transactionId,
          senderId: input.customerId,
          recipient: { id: input.providerId, role: "provider" },
          at: row.createdAt,
          mail: false,
        });
      });
    },

    /**
     * An enquiry's question as its conversation's first message, on the enquiry's database
     * transaction (decision 077): unread for the grower, not mailed — the enquiry's own mail
     * tells them (decision 067).
     */
    async postEnquiryOn(
      tx: Executor,
      input: { transactionId: string; customerId: string; providerId: string; content: string },
    ) {
      const repos = reposOn(tx);
      const message = await repos.messages.insert({
        transactionId: input.transactionId,
        senderId: input.customerId,
        content: input.content,
      });
      await repos.messages.noteUnread(
        input.transactionId,
        input.providerId,
        message.createdAt,
        true,
      );
    },

    /** Opening the conversation's page reads it (a party only; an operator reads nothing). */
    async markRead(viewer: Viewer, transactionId: string) {
      const tx = await sides(transactionId);
      if (!tx || (tx.customerId !== viewer.id && tx.providerId !== viewer.id)) return;
      await messages.markRead(transactionId, viewer.id, now());
    },

    /** Whether `userId` still has something unread in this conversation (the mail's last check). */
    async isUnread(userId: string, transactionId: string) {
      return (await messages.unreadAmong(userId, [transactionId])).has(transactionId);
    },

    unreadAmong: (userId: string, ids: readonly string[]) => messages.unreadAmong(userId, ids),
    /** Who wrote each conversation's newest message (the inbox's "you wrote last"). */
    lastSenders: (ids: readonly string[]) => messages.lastSenders(ids),

    /**
     * The conversation as its page opens it (decision 088): the newest `pages` pages of
     * `perPage`, oldest message first, read by a party as it opens (decision 067), with one
     * access check for both. A failed read does not keep the messages from showing: it comes
     * back as `readError` for the page to log.
     */
    async open(viewer: Viewer, transactionId: string, pages: number, perPage = MESSAGES_PER_PAGE) {
      const tx = await sides(transactionId);
      const party = tx !== null && (tx.customerId === viewer.id || tx.providerId === viewer.id);
      if (!tx || (!party && !viewer.isOperator)) throw notFound();
      const loaded = await Promise.all(
        Array.from({ length: pages }, (_, i) =>
          messages.page(transactionId, pages - i, perPage, party ? viewer.id : undefined),
        ),
      );
      let readError: unknown = null;
      // Read already (nothing came since): nothing to write.
      const marking = party && loaded.some((p) => p.readerUnread);
      if (marking) {
        await messages.markRead(transactionId, viewer.id, now()).catch((error: unknown) => {
          readError = error;
        });
      }
      const totalItems = loaded[0]?.totalItems ?? 0;
      return {
        messages: loaded.flatMap((p) => p.rows.map(toView).reverse()),
        totalPages: Math.ceil(totalItems / perPage),
        /** A message unread until now was marked read. */
        marked: marking && readError === null,
        readError,
      };
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
