import type { AppLoadContext } from "react-router";
import { cartItemCount, hasOnlyLimitedScope } from "../modules/users/current-user";
import { catalogueHref } from "./i18n/catalogue-asset.server";

/** Everything the shell (top bar, banners, footer) needs, loaded once per navigation. */
export async function loadRootData(context: AppLoadContext) {
  const { user, services, locale } = context;
  const viewer = user
    ? {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: user.displayName,
        isOperator: user.isOperator,
        limitedAccess: hasOnlyLimitedScope(user.scopes),
        cartCount: cartItemCount(user.publicData),
        // The reminder asks only users who trade (spec §2): listings or orders.
        hasListingsOrOrders: user.emailVerified
          ? false
          : await services.listings.hasAnyListing(user.id),
      }
    : null;
  return {
    locale,
    catalogueHref: catalogueHref(locale),
    viewer,
    // Inbox notifications arrive with transactions; until then there are none to show.
    notificationCount: 0,
    config: services.config,
    cookieConsent: context.cookieConsent,
  };
}
export type RootData = Awaited<ReturnType<typeof loadRootData>>;
