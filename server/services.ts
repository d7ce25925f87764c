import path from "node:path";
import type { Logger } from "pino";
import { createAccountDeletion, createUserModeration } from "#modules/accounts/server";
import { createAuditService } from "#modules/audit/server";
import {
  createAccountBans,
  createAuthService,
  createIdpSignIn,
  createOidcClient,
  createSecondFactorService,
} from "#modules/auth/server";
import { createCartServices } from "#modules/cart/server";
import { createCheckoutService } from "#modules/checkout/server";
import { createEnquiryService } from "#modules/enquiries/server";
import { createGeocoder, createPlaceService } from "#modules/geo/server";
import { createDisputeImages, createImageService, createImageStore } from "#modules/images/server";
import { OUTBOX_MAX_ATTEMPTS, type OutboxScope, outboxOn, runOutbox } from "#modules/jobs/server";
import { createLedgerService } from "#modules/ledger/server";
import { createListingModerationService, createListingServices } from "#modules/listings/server";
import { createFileMailer, createSmtpMailer, type Mailer } from "#modules/mail/server";
import { createMessageService, waitingSql } from "#modules/messages/server";
import {
  createNotificationCounts,
  createOperatorOrders,
  createOrderServices,
} from "#modules/orders/server";
import type { PaymentEvent } from "#modules/payments";
import {
  createPaymentProcessor,
  createReconciler,
  createWebhookReceiver,
} from "#modules/payments/server";
import { createPayoutAccountService } from "#modules/payout-accounts/server";
import { createPayoutService } from "#modules/payouts/server";
import { createRateLimiter } from "#modules/rate-limit/server";
import { createReviewService } from "#modules/reviews/server";
import { createSavedCardsService } from "#modules/saved-cards/server";
import { createSearchService } from "#modules/search/server";
import { createTransactionEngine } from "#modules/transactions/server";
import { createUserService } from "#modules/users/server";
import type { Database } from "../db/client";
import { type Env, paymentConfig, publicConfig } from "./env";
import { createChangeSignal, notifyingWhen, notifyingWrites } from "./listing-changes";
import { oidcSettings } from "./oidc-env";
import { createOperatorRetries } from "./operator-retries";
import { createOutboxHandlers } from "./outbox-handlers";
import { timerDurations } from "./timer-env";

export type ServiceDeps = {
  db: Database;
  env: Env;
  mailer?: Mailer;
  /** The one clock: every service and repository that needs "now" asks it (decision 032). */
  now?: () => Date;
  /** The one logger (server/log.ts); services that log a swallowed failure write to it. */
  log?: Logger;
};

/** Built once at start; loaders, actions and API handlers all call these. */
export function createServices({ db, env, mailer, now = () => new Date(), log }: ServiceDeps) {
  const mailDir = path.join(env.DATA_DIR, "mail");
  const theMailer =
    mailer ??
    (env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createFileMailer(mailDir, env.MAIL_FROM, now));
  // Repositories are built per executor: on the pool here, on one transaction inside
  // withTransaction (decision 032).
  // Auth, users, cart, images, listings and search build their own from `db` (decision 077).
  const stockManaged = env.LISTING_MANAGEMENT_TYPE === "stock";
  // Listing writes tell the page cache (decision 087).
  const listingChanges = createChangeSignal();
  const listingServices = createListingServices({
    db,
    now,
    config: {
      approvalRequired: env.LISTING_APPROVAL_REQUIRED,
      stockManaged,
      allowFree: env.ALLOW_FREE_LISTINGS,
    },
  });
  const { cart: theCart, lineItems } = createCartServices({ db, now });
  // GEOCODER picks the source (offline gazetteer, Mapbox, Nominatim); call `places`, which never throws.
  const geocoder = createGeocoder(env);
  const places = createPlaceService({
    geocoder,
    onError: log && ((err, operation) => log.warn({ err, operation }, "geocoder failed")),
  });
  // Each module builds its own repositories on `db`; a use-case spanning modules hands the
  // others its database transaction (decision 077).
  const transactionEngine = createTransactionEngine({
    db,
    now,
    config: {
      durations: timerDurations(env),
      bookingDayUnit: env.BOOKING_UNIT_TYPE,
      payoutDelayMs: env.PAYOUT_DELAY,
    },
  });
  // Test mode or Stripe, chosen once; a half Stripe configuration stops the start (decision 071).
  const {
    processor: payments,
    stripe,
    testPayments,
  } = createPaymentProcessor(paymentConfig(env), {
    db,
    now,
    // Spec §8's logged codes of failed Stripe calls (decision 080).
    log: log && ((entry) => log.error(entry, entry.code)),
  });
  // Payouts after receipt, refunds' reversals and the ledger's rows (decision 079).
  const payouts = createPayoutService({ db, now, processor: payments });
  const ledger = createLedgerService({ db, now });
  // What operators did (decision 082).
  const audit = createAuditService({ db, now });
  const reviews = createReviewService({ db });
  // The message, the conversation's read state and its mail's outbox row in one transaction.
  const messages = createMessageService({ db, sides: (id) => orderServices.sides(id), now });
  // A buyer's photos with a dispute, stored as listing photos are (decision 084).
  const imageStore = createImageStore(env);
  const disputePhotos = createDisputeImages({
    db,
    store: imageStore,
    imageBaseUrl: publicConfig(env).imageBaseUrl,
    now,
  });
  const orderServices = createOrderServices({
    db,
    disputePhotos,
    find: transactionEngine.find,
    engine: transactionEngine,
    lastSenders: messages.lastSenders,
    waitingSql,
    transactionReviews: reviews.ofTransaction,
  });
  const orders = orderServices.reader;
  const checkout = createCheckoutService({
    db,
    engine: transactionEngine,
    processor: payments,
    // Bought items leave the cart.
    cart: theCart,
    now,
    // Spec §8 initial-message-send-failed: the payment stands; the message is logged as lost.
    onPaid: async (order) => {
      const content = order.protectedData.message;
      if (typeof content !== "string") return;
      try {
        await messages.postFirst({
          transactionId: order.id,
          customerId: order.customerId,
          providerId: order.providerId,
          content,
        });
      } catch (err) {
        log?.error({ err, code: "initial-message-send-failed" }, "initial-message-send-failed");
      }
    },
    mails: { reader: orders, mailer: theMailer, appUrl: env.APP_URL },
    money: payouts,
  });
  // Growers' connected accounts, on the same processor (decision 078).
  const payoutAccounts = createPayoutAccountService({
    db,
    processor: payments,
    now,
    appUrl: env.APP_URL,
    mailer: theMailer,
  });
  // A processor's event to whoever reads that object's current state: connected accounts to
  // the payout accounts, intents and refunds to checkout and payouts, transfers to payouts.
  const paymentEvent = async (event: PaymentEvent) => {
    if (event.kind === "account-changed") {
      await payoutAccounts.onAccountChanged(event.accountId);
      return;
    }
    await checkout.onPaymentEvent(event);
    await payouts.onPaymentEvent(event);
  };
  const webhooks = createWebhookReceiver({
    db,
    secret: env.STRIPE_WEBHOOK_SECRET,
    now,
    // Each reads the object's current state: the event is only news (decisions 078-080).
    onEvent: paymentEvent,
    verifier: payments.mode,
  });
  // Connect events (connected accounts' own: account.updated, …) at their own endpoint with
  // their own secret; in test mode the one test secret signs both (decision 080).
  const connectWebhooks = createWebhookReceiver({
    db,
    secret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? env.STRIPE_WEBHOOK_SECRET,
    now,
    onEvent: paymentEvent,
    verifier: payments.mode,
  });
  // Lost webhooks: unsettled payments re-read every 5 minutes once 10 minutes old (decision 080).
  const reconciler = createReconciler({
    sources: [checkout.unsettledIntentEvents],
    onEvent: paymentEvent,
    now,
    everyMs: 5 * 60_000,
    olderThanMs: 10 * 60_000,
    withinMs: 24 * 60 * 60_000,
  });
  // The console's orders: the list, an operator's steps with their audit rows, the dispute mail
  // to operators (decision 084).
  const operatorOrders = createOperatorOrders({
    db,
    now,
    engine: transactionEngine,
    mailer: theMailer,
    appUrl: env.APP_URL,
  });
  // Every outbox kind with its one handler (decision 072); only these kinds are claimed.
  const outboxHandlers = createOutboxHandlers({
    checkout,
    orderMails: checkout.mails,
    messages,
    webhooks,
    payouts,
    testPayments,
    payoutAccounts,
    operatorMails: operatorOrders,
  });
  const outboxQueue = outboxOn(db);
  const inbox = orderServices.inbox;
  const images = createImageService({
    db,
    store: imageStore,
    imageBaseUrl: publicConfig(env).imageBaseUrl,
    now,
  });
  const onMailFailure = (err: unknown, operation: string) =>
    log?.error({ err, operation }, "mail could not be sent");
  const auth = createAuthService({
    db,
    mailer: theMailer,
    appUrl: env.APP_URL,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    loginIpRateLimit: env.LOGIN_IP_RATE_LIMIT,
    now,
    onMailFailure,
  });
  const oidc = oidcSettings(env);

  return {
    env,
    /** The services' clock, for loaders that show choices relative to today. */
    now,
    config: publicConfig(env),
    mailDir,
    auth,
    /** Sign-in with an OpenID Connect provider; every use-case 404s when none is set (decision 086). */
    idp: createIdpSignIn({
      db,
      provider: oidc ? createOidcClient(oidc) : null,
      auth,
      now,
      onMailFailure,
    }),
    // An operator's changes to an account and a user's own deletion, each with one erase (decision 083).
    userModeration: createUserModeration({
      db,
      now,
      sendVerificationEmail: auth.sendVerificationEmail,
      removeImages: images.removeFiles,
    }),
    accountDeletion: createAccountDeletion({ db, now, removeImages: images.removeFiles }),
    /** The operators' second factor (decision 085). */
    secondFactor: createSecondFactorService({ db, now }),
    /** Banning ends every session in the same database transaction (decision 065). */
    bans: createAccountBans({ db, now }),
    users: createUserService({
      db,
      postalPlaces: places,
      now,
      minAge: env.MIN_AGE,
    }),
    geocoder,
    places,
    listings: listingServices.listings,
    ownListings: notifyingWrites(
      listingServices.ownListings,
      [
        "createDraft",
        "update",
        "publishDraft",
        "publishWithPhotos",
        "open",
        "close",
        "compareAndSetStock",
      ],
      listingChanges.notify,
    ),
    /** The console's moderation, each change with its audit row (decisions 082, 083). */
    listingModeration: notifyingWrites(
      createListingModerationService({ db, now }),
      ["approve", "reject", "close", "remove", "setAffiliate"],
      listingChanges.notify,
    ),
    availability: notifyingWrites(
      listingServices.availability,
      ["setPlan", "createException", "deleteException"],
      listingChanges.notify,
    ),
    /** Fires after each listing write above; the page cache forgets its pages (decision 087). */
    listingChanges,
    reviews,
    search: createSearchService({
      db,
      config: {
        stockManaged,
        sortByDistance: env.SORT_SEARCH_BY_DISTANCE,
      },
    }),
    cart: theCart,
    lineItems,
    transactionEngine,
    payments,
    /** The Stripe adapter's whole seam (accounts, transfers, saved cards); null in test mode. */
    stripe,
    testPayments,
    payoutAccounts,
    // Each buyer's processor customer and default card (decision 081).
    savedCards: createSavedCardsService({
      db,
      processor: payments,
      now,
      report: (err, code) => log?.error({ err, code }, code),
    }),
    // A listing a checkout sells out must leave cached search pages at once, not after their
    // TTL (decision 087); a checkout that leaves stock changes nothing those pages show.
    checkout: notifyingWhen(
      checkout,
      "start",
      (started) => started.soldOut.length > 0,
      listingChanges.notify,
    ),
    orders,
    webhooks,
    payouts,
    ledger,
    audit,
    operatorOrders,
    /** The console's audited retries of payouts and outbox jobs (decision 084). */
    operatorRetries: createOperatorRetries({ db, now, payouts }),
    /** Outbox jobs given up on, and their retry (decision 072), for the console. */
    outbox: outboxQueue,
    connectWebhooks,
    /** One reconciliation pass, at most every 5 minutes; the worker loop calls it. */
    reconcilePayments: (onError?: (error: unknown, event: PaymentEvent) => void) =>
      reconciler.run(onError),
    /**
     * One pass over the outbox; the timer worker loop calls it after each timer pass. `scope`
     * limits it to some transactions' rows, for tests on the shared database.
     */
    runOutbox: (
      onError?: (
        error: unknown,
        job: { id: string; kind: string; attempts: number; gaveUp: boolean },
      ) => void,
      scope?: OutboxScope,
    ) =>
      runOutbox(outboxQueue, outboxHandlers, now, {
        scope,
        // The log says which job, and whether this was its last attempt (decision 072).
        onError:
          onError &&
          ((error, row) =>
            onError(error, {
              id: row.id,
              kind: row.kind,
              attempts: row.attempts,
              gaveUp: row.attempts >= OUTBOX_MAX_ATTEMPTS,
            })),
      }),
    inbox,
    /** The inbox dot per member, counted once per few seconds (decision 094). */
    notificationCounts: createNotificationCounts(
      (userId, reading) => inbox.notificationCount(userId, { reading }),
      now,
    ),
    /** A buyer's dispute with photos, in one transaction with the photos' rows (decision 084). */
    disputeWithPhotos: orderServices.disputeWithPhotos,
    enquiries: createEnquiryService({
      // The enquiry, its first message and its rate-limit count in one database transaction.
      db,
      engine: transactionEngine,
      messages,
      limitsOn: (tx) => createRateLimiter(tx),
      now,
    }),
    messages,
    images,
    disputePhotos,
  };
}
export type Services = ReturnType<typeof createServices>;
