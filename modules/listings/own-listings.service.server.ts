import { AppError } from "#modules/errors";
import { townOfAddress } from "#modules/geo/server";
import { MARKETPLACE_CURRENCY } from "#modules/money";
import { sanitizeUserText } from "#modules/text";
import type { UserRecord } from "#modules/users";
import type { ListingPublicData } from "../../db/schema";
import type { UnitOfWork } from "../../db/unit-of-work";
import {
  type ListingAction,
  nextListingState,
  payoutRefusal,
  publishBlockers,
} from "./listing-states";
import type { ListingView } from "./listing-view";
import type { ListingRow, OwnListingRepository } from "./own-listings.repository.server";
import type { ListingDeliveryInput, ListingDetailsInput, ListingPricingInput } from "./schemas";

export const MANAGE_LISTINGS_PAGE_SIZE = 42;

export type ListingConfig = {
  approvalRequired: boolean;
  stockManaged: boolean;
  allowFree: boolean;
};

export type OwnListingRepos = { listings: OwnListingRepository };

type Deps = { work: UnitOfWork<OwnListingRepos>; config: ListingConfig };

export type ListingPatch = {
  details?: ListingDetailsInput;
  pricing?: ListingPricingInput;
  delivery?: ListingDeliveryInput;
  images?: string[];
  /**
   * The stock total the editor was shown (spec §7 compare-and-set). A new `pricing.stock` is
   * saved only while the stock still equals it; otherwise the whole save is refused with
   * old-total-mismatch. Left out, the stock as it is now is the baseline.
   */
  oldStockTotal?: number | null;
};

const notFound = () => new AppError("not-found", 404, "ListingPage.notFound");
/**
 * A grower who is not payment-connected cannot put a price on a listing others can already
 * see (spec §6: payout settings are needed for a sellable listing); a draft may be priced.
 */
export const PAYOUT_NEEDED_FOR_PRICE = "EditListingWizard.payoutNeededForPrice";
const payoutNeeded = (messageId: string) =>
  new AppError("validation-invalid-value", 409, messageId);

const stockOutOfSync = () =>
  new AppError("old-total-mismatch", 409, "EditListingPricingForm.oldStockTotalWasOutOfSync");

function detailsColumns(details: ListingDetailsInput) {
  return {
    columns: {
      title: sanitizeUserText(details.title),
      description: sanitizeUserText(details.description),
      category: details.category,
      brand: details.brand,
      size: details.size,
      availableUntil: details.availableUntil ?? null,
      disclaimer: details.disclaimer ? sanitizeUserText(details.disclaimer) : null,
    },
    publicData: { unit: details.unit, category: details.category } satisfies ListingPublicData,
  };
}

function deliveryPublicData(delivery: ListingDeliveryInput): ListingPublicData {
  const location = delivery.location
    ? {
        address: sanitizeUserText(delivery.location.address),
        ...(delivery.location.building
          ? { building: sanitizeUserText(delivery.location.building) }
          : {}),
      }
    : undefined;
  return {
    pickupEnabled: delivery.pickupEnabled,
    shippingEnabled: delivery.shippingEnabled,
    location,
    // The town shown on cards and the listing page: "Zwolle" for "Zwolle, Overijssel, Nederland".
    place: (location && townOfAddress(location.address)) || undefined,
    shippingPriceInSubunitsOneItem: delivery.shippingPriceInSubunitsOneItem,
    shippingPriceInSubunitsAdditionalItems: delivery.shippingPriceInSubunitsAdditionalItems,
    deliveryOptions: [
      ...(delivery.pickupEnabled ? (["pickup"] as const) : []),
      ...(delivery.shippingEnabled ? (["shipping"] as const) : []),
    ],
  };
}

/** Use-cases of a provider's own listings and the operator's moderation (spec §4, §7 ownListings). */
export function createOwnListingService({ work, config }: Deps) {
  const { listings } = work.repos;

  /**
   * The user's listing; `lock` (inside a transaction) holds its row until commit, so a save
   * reads, merges and writes without another save of the same listing in between.
   */
  async function owned(
    user: UserRecord,
    listingId: string,
    repo: OwnListingRepository = listings,
    lock = false,
  ): Promise<ListingRow> {
    const row = await (lock ? repo.lockRow(listingId) : repo.findRow(listingId));
    if (!row || row.deleted) throw notFound();
    // Someone else's listing: forbidden, without saying more about it.
    if (row.authorId !== user.id) throw new AppError("forbidden", 403, "Errors.forbidden");
    return row;
  }

  async function view(id: string): Promise<ListingView> {
    const listing = await listings.findView(id);
    if (!listing) throw notFound();
    return listing;
  }

  /** Runs inside the caller's transaction: a throw from any step undoes the steps before it. */
  async function applyPatch(
    repo: OwnListingRepository,
    user: UserRecord,
    row: ListingRow,
    patch: ListingPatch,
  ) {
    if (
      patch.pricing &&
      patch.pricing.price > 0 &&
      (row.priceAmount ?? 0) === 0 &&
      row.state !== "draft" &&
      !user.stripeConnected
    ) {
      // The text says why: no account, verification to finish, or verification failed.
      const refused = payoutRefusal(await repo.payoutStateOf(user.id), "price");
      if (refused) throw payoutNeeded(refused);
    }
    // Stock first, through compare-and-set like every other stock change: a lost race
    // refuses the whole save before anything else is written.
    const stock = patch.pricing?.stock;
    const oldTotal = patch.oldStockTotal === undefined ? row.currentStock : patch.oldStockTotal;
    if (stock !== undefined && stock !== oldTotal) {
      if (!(await repo.compareAndSetStock(row.id, oldTotal, stock, user.id))) {
        throw stockOutOfSync();
      }
    }
    let publicData: ListingPublicData = { ...row.publicData };
    const columns: Record<string, unknown> = {};
    if (patch.details) {
      const d = detailsColumns(patch.details);
      Object.assign(columns, d.columns);
      publicData = { ...publicData, ...d.publicData };
    }
    if (patch.pricing) {
      columns.priceAmount = patch.pricing.price;
      columns.priceCurrency = MARKETPLACE_CURRENCY;
      columns.minimumOrderFee = patch.pricing.minimumOrderFee ?? null;
    }
    if (patch.delivery) {
      publicData = { ...publicData, ...deliveryPublicData(patch.delivery) };
      columns.lat = patch.delivery.lat ?? null;
      columns.lng = patch.delivery.lng ?? null;
    }
    await repo.update(row.id, { ...columns, publicData });
    if (patch.images) await repo.setImages(row.id, user.id, patch.images);
  }

  async function transition(
    row: ListingRow,
    action: ListingAction,
    repo: OwnListingRepository = listings,
  ): Promise<void> {
    const next = nextListingState(row.state, action, { approvalRequired: config.approvalRequired });
    if (!next.ok || !(await repo.setState(row.id, next.from, next.to))) {
      throw new AppError("validation-invalid-value", 409, "ManageListingsPage.stateChangeFailed");
    }
  }

  return {
    config,

    /** The first save of the wizard creates a draft (spec §4). */
    async createDraft(user: UserRecord, details: ListingDetailsInput): Promise<ListingView> {
      const d = detailsColumns(details);
      const row = await listings.insert({
        authorId: user.id,
        state: "draft",
        ...d.columns,
        publicData: d.publicData,
      });
      return view(row.id);
    },

    /** One tab's save (or the API's update): all of it is written, or none of it. */
    async update(user: UserRecord, listingId: string, patch: ListingPatch): Promise<ListingView> {
      await work.withTransaction(async ({ listings: repo }) => {
        const row = await owned(user, listingId, repo, true);
        await applyPatch(repo, user, row, patch);
      });
      return view(listingId);
    },

    /** What stops this draft from being published, for the wizard to explain. */
    async publishBlockers(user: UserRecord, listingId: string): Promise<string[]> {
      const row = await owned(user, listingId);
      const p = row.publicData;
      return publishBlockers(
        {
          title: row.title,
          description: row.description,
          category: row.category,
          unit: p.unit,
          priceAmount: row.priceAmount,
          currentStock: row.currentStock,
          pickupEnabled: p.pickupEnabled === true,
          shippingEnabled: p.shippingEnabled === true,
          hasPickupLocation: Boolean(p.location?.address) && row.lat !== null,
          hasShippingFees:
            typeof p.shippingPriceInSubunitsOneItem === "number" &&
            typeof p.shippingPriceInSubunitsAdditionalItems === "number",
          imageCount: await listings.imageCount(row.id),
          authorPayoutState: user.stripeConnected
            ? "enabled"
            : await listings.payoutStateOf(user.id),
        },
        { stockManaged: config.stockManaged },
      );
    },

    async publishDraft(user: UserRecord, listingId: string): Promise<ListingView> {
      const row = await owned(user, listingId);
      const blockers = await this.publishBlockers(user, listingId);
      if (blockers.length > 0) {
        throw new AppError(
          "validation-invalid-value",
          400,
          "EditListingWizard.publishBlocked",
          Object.fromEntries(blockers.map((b) => [b, b])),
        );
      }
      await transition(row, "publish");
      return view(listingId);
    },

    /**
     * The wizard's last step (decision 030): the photos are saved first and kept even when
     * publishing is then refused (spec: nothing saved is lost); then the draft goes live. A
     * draft published meanwhile (another tab, a double click) comes back as it is.
     */
    async publishWithPhotos(user: UserRecord, listingId: string, images: string[]) {
      const saved = await this.update(user, listingId, { images });
      if (saved.state !== "draft") return saved;
      return this.publishDraft(user, listingId);
    },

    async open(user: UserRecord, listingId: string) {
      await transition(await owned(user, listingId), "open");
      return view(listingId);
    },

    async close(user: UserRecord, listingId: string) {
      await transition(await owned(user, listingId), "close");
      return view(listingId);
    },

    async showOwn(user: UserRecord, listingId: string): Promise<ListingView> {
      await owned(user, listingId);
      return view(listingId);
    },

    async query(user: UserRecord, page: number, perPage = MANAGE_LISTINGS_PAGE_SIZE) {
      const { listings: rows, totalItems } = await listings.queryByAuthor(user.id, {
        page,
        perPage,
        imagesPerListing: 1,
      });
      return {
        listings: rows,
        pagination: { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage) },
      };
    },

    /** Spec §7 stock compareAndSet; a mismatch is the spec's out-of-sync error. */
    async compareAndSetStock(
      user: UserRecord,
      input: { listingId: string; oldTotal: number | null; newTotal: number },
    ) {
      await work.withTransaction(async ({ listings: repo }) => {
        await owned(user, input.listingId, repo);
        const ok = await repo.compareAndSetStock(
          input.listingId,
          input.oldTotal,
          input.newTotal,
          user.id,
        );
        if (!ok) throw stockOutOfSync();
      });
      return view(input.listingId);
    },

    // Operator moderation: the queue here; the changes, with their audit rows, are the
    // listing moderation service's (decision 083).
    async pendingApproval(operator: UserRecord) {
      requireOperator(operator);
      return listings.queryByState("pendingApproval", 100);
    },
  };
}

function requireOperator(user: UserRecord) {
  if (!user.isOperator) throw new AppError("forbidden", 403, "Errors.forbidden");
}

export type OwnListingService = ReturnType<typeof createOwnListingService>;
