import { type AppLoadContext, data } from "react-router";
import { cartItemCount, hasOnlyLimitedScope } from "#modules/users";
import { CURRENT_USER_FAILED } from "./components/errors/client-error-codes";
import { catalogueHref } from "./i18n/catalogue-asset.server";
import { routeFailure, throwFailure } from "./routes/route-error.server";

/**
 * The root loader: the shell's data. When it fails unexpectedly (spec §8
 * fetch-current-user-failed) the error page gets the code and the request id, so the browser
 * can report the failure with the id of the request that failed (decision 057).
 */
export async function loadRootDataOrFail(context: AppLoadContext, reading: string | null = null) {
  try {
    return await loadRootData(context, reading);
  } catch (error) {
    const failure = routeFailure(error, context, CURRENT_USER_FAILED);
    if (failure.kind !== "unexpected") throwFailure(failure);
    throw data({ requestId: failure.requestId, code: CURRENT_USER_FAILED }, { status: 500 });
  }
}

/**
 * The shell's personal parts: who is signed in, and their inbox dot. The root loader sends
 * them with every fresh page; a member's shared page gets them from `/api/me/shell`
 * (decision 087). `reading`: the transaction whose conversation the page being loaded opens.
 */
export async function loadViewerShell(context: AppLoadContext, reading: string | null = null) {
  const { user, services } = context;
  const viewer = user
    ? {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: user.displayName,
        profileImageKey: user.profileImageKey,
        isOperator: user.isOperator,
        limitedAccess: hasOnlyLimitedScope(user.scopes),
        cartCount: cartItemCount(user.publicData),
        // The reminder asks only users who trade (spec §2): listings or orders.
        hasListingsOrOrders: user.emailVerified
          ? false
          : (await services.listings.hasAnyListing(user.id)) ||
            (await services.inbox.hasOrders(user.id)),
      }
    : null;
  return {
    viewer,
    // The inbox dot: orders and sales waiting for this user and unread conversations (decision
    // 067), counted once per few seconds while they click through pages (decision 094).
    notificationCount: user ? await services.notificationCounts.count(user.id, reading) : 0,
  };
}
export type ViewerShell = Awaited<ReturnType<typeof loadViewerShell>>;
export type Viewer = NonNullable<ViewerShell["viewer"]>;

/**
 * Everything the shell (top bar, banners, footer) needs, loaded once per navigation.
 * `reading`: the transaction whose conversation the page being loaded opens (it reads it).
 */
export async function loadRootData(context: AppLoadContext, reading: string | null = null) {
  const { services, locale } = context;
  return {
    locale,
    catalogueHref: catalogueHref(locale),
    ...(await loadViewerShell(context, reading)),
    // A member's shared page (decision 087): rendered without them, filled in by the browser.
    shell: context.memberShell ? ("member" as const) : null,
    config: services.config,
    cookieConsent: context.cookieConsent,
  };
}
export type RootData = Awaited<ReturnType<typeof loadRootData>>;
