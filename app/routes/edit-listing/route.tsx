import { data, redirect, useActionData, useLoaderData } from "react-router";
import { imageUrl } from "#modules/images";
import type { ListingView } from "#modules/listings";
import { requireUser } from "~/auth/session.server";
import { planFormValues } from "~/components/availability/plan-form";
import { EditListingWizard } from "~/components/edit-listing/edit-listing-wizard";
import { listingFormValues } from "~/components/edit-listing/form-values";
import {
  completedTabs,
  parseWizardParams,
  reachableTab,
  tabStates,
  wizardPath,
  wizardTabs,
} from "~/components/edit-listing/wizard";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/route";
import { wizardAction } from "./wizard-actions.server";

function wizardSetup(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const tabs = wizardTabs(context.services.config.listingManagementType);
  const parsed = parseWizardParams(params, tabs);
  if (!parsed) throw data(null, { status: 404 });
  return { tabs, params: parsed };
}

export async function loader({ context, request, params: routeParams }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { tabs, params } = wizardSetup(context, routeParams);
  const { config } = context.services.ownListings;

  let listing: ListingView | null = null;
  let loadError: string | null = null;
  let blockers: string[] = [];
  if (params.type !== "new") {
    try {
      listing = await context.services.ownListings.showOwn(user, params.id);
    } catch (error) {
      // Someone else's or a missing listing: a 404 thrown, without saying which.
      routeFailure(error, context, "load-data-failed");
      loadError = "EditListingWizard.loadDataFailed";
    }
  }
  // A listing that left the draft state is edited, not finished.
  if (listing && params.type === "draft" && listing.state !== "draft") {
    throw redirect(wizardPath({ ...params, type: "edit" }));
  }

  const completed = completedTabs(
    listing
      ? {
          hasPrice: listing.price !== null,
          hasStock: listing.currentStock !== null,
          hasDelivery: Boolean(
            listing.publicData.pickupEnabled || listing.publicData.shippingEnabled,
          ),
          imageCount: listing.images.length,
        }
      : null,
    { stockManaged: config.stockManaged },
  );
  const states = loadError
    ? tabStates(tabs, completed, params.type).map((s) => ({ ...s, enabled: s.tab === params.tab }))
    : tabStates(tabs, completed, params.type);
  const reachable = reachableTab(states, params.tab);
  if (!loadError && reachable !== params.tab)
    throw redirect(wizardPath({ ...params, tab: reachable }));

  // Before the publish button: what would still stop it (photos aside, they are being added here).
  if (listing && params.type === "draft" && params.tab === "photos") {
    try {
      blockers = (await context.services.ownListings.publishBlockers(user, listing.id)).filter(
        (b) => b !== "EditListingWizard.missingImages",
      );
    } catch (error) {
      // The list is a hint; the publish step checks again. The unexpected is logged.
      routeFailure(error, context, "load-data-failed");
      blockers = [];
    }
  }

  const imageBase = context.services.config.imageBaseUrl;
  const titleId =
    params.type === "edit" ? "EditListingPage.titleEdit" : "EditListingPage.titleCreate";
  return {
    params,
    tabs: states,
    listing: listing
      ? {
          id: listing.id,
          title: listing.title,
          state: listing.state,
          unit: typeof listing.publicData.unit === "string" ? listing.publicData.unit : null,
          images: listing.images.map((image) => ({
            id: image.id,
            url: imageUrl(imageBase, image.storageKey, "square-small2x", "jpg"),
          })),
        }
      : null,
    values: {
      ...listingFormValues(listing),
      ...(context.services.config.listingManagementType === "availability"
        ? planFormValues(listing?.availabilityPlan)
        : {}),
    },
    config: {
      allowFree: config.allowFree,
      stockManaged: config.stockManaged,
      approvalRequired: config.approvalRequired,
    },
    blockers,
    loadError,
    seo: seo(context, request, titleId, "EditListingPage.description", { noIndex: true }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, request, params: routeParams }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { tabs, params } = wizardSetup(context, routeParams);
  const formData = await request.formData();
  return wizardAction({ context, user, params, formData, tabs });
}

export default function EditListingRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <EditListingWizard key={`${loaded.params.id}`} loaded={loaded} result={result ?? null} />;
}
