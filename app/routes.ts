import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// The spec §2 route table, for the pages built so far. Later modules add theirs here.
export default [
  index("routes/landing/route.tsx"),
  route("about", "routes/info/about.tsx"),
  route("faq", "routes/info/faq.tsx"),
  route("terms-of-service", "routes/info/terms.tsx"),
  route("privacy-policy", "routes/info/privacy.tsx"),

  route("l", "routes/redirects/to-landing.tsx", { id: "listing-base" }),
  route("l/new", "routes/edit-listing/new.tsx"),
  route("l/:slug/:id/checkout/:returnUrlType?", "routes/checkout/listing-checkout.tsx"),
  route("l/:slug/:id/:type/:tab/:returnURLType?", "routes/edit-listing/route.tsx"),
  route("l/:slug/:id/:variant", "routes/listing/route.tsx", { id: "listing-variant" }),
  route("l/:slug/:id", "routes/listing/route.tsx", { id: "listing" }),
  route("l/:id", "routes/listing/route.tsx", { id: "listing-canonical" }),
  route("listings", "routes/manage-listings/route.tsx"),
  route("cart", "routes/cart/route.tsx"),
  route("cart/checkout/:returnUrlType?", "routes/checkout/cart-checkout.tsx"),
  route("s", "routes/search/route.tsx"),
  route("s/map-listings", "routes/search/map-listings.ts"),
  route("operator", "routes/operator/route.tsx"),
  route("checkout/:id/summary", "routes/checkout/summary.tsx"),
  route("checkout/:id/receipt", "routes/checkout/receipt.tsx"),
  route("checkout/:id/receipt.pdf", "routes/checkout/receipt-pdf.ts"),
  route("test-mode/authenticate/:id", "routes/test-mode/authenticate.tsx"),
  route("test-mode/bank/:id", "routes/test-mode/bank.tsx"),
  route("test-mode/card/:id", "routes/test-mode/card.tsx"),
  route("test-mode/v1/payment_methods", "routes/test-mode/payment-methods.ts"),
  route("u", "routes/redirects/to-landing.tsx", { id: "profile-base" }),
  route("u/:id", "routes/profile/route.tsx"),
  route("account", "routes/redirects/to-contact-details.tsx"),

  route("inbox", "routes/inbox/index.tsx"),
  route("inbox/:tab", "routes/inbox/route.tsx"),
  route("order/:id", "routes/transaction/redirect.tsx", { id: "order-base" }),
  route("order/:id/details", "routes/transaction/order.tsx"),
  route("sale/:id", "routes/transaction/redirect.tsx", { id: "sale-base" }),
  route("sale/:id/details", "routes/transaction/sale.tsx"),

  route("login", "routes/auth/login.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("confirm", "routes/auth/confirm.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("recover-password", "routes/auth/recover-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("verify-email/resend", "routes/auth/resend-verification.tsx"),

  route("account/contact-details", "routes/account/contact-details.tsx"),
  route("account/change-password", "routes/account/change-password.tsx"),
  route("profile-settings", "routes/account/profile-settings.tsx"),

  route("locale", "routes/settings/locale.tsx"),
  route("i18n/:file", "routes/i18n/catalogue.ts"),

  ...prefix("styleguide", [
    index("routes/styleguide/index.tsx"),
    route("g/:group", "routes/styleguide/group.tsx"),
    route("c/:component", "routes/styleguide/component.tsx", { id: "styleguide-component" }),
    route("c/:component/:example", "routes/styleguide/component.tsx", { id: "styleguide-example" }),
  ]),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),

  route("notfound", "routes/not-found.tsx", { id: "notfound" }),
  route("*", "routes/not-found.tsx", { id: "catch-all" }),
] satisfies RouteConfig;
