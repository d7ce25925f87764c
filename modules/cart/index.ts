// The cart module's client-safe surface: the cart value, its actions and checks.
export {
  type AddContext,
  applyCartUpdate,
  CART_ACTIONS,
  CART_QUANTITY_MAX,
  type Cart,
  type CartAction,
  type CartEntry,
  type CartUpdate,
  cartEntrySchema,
  DELIVERY_METHODS,
  type DeliveryMethod,
  groupBySeller,
  parseQuantity,
  type SellerGroup,
  setSellerDeliveryMethod,
  updateCartSchema,
} from "./cart";
export {
  type CartCheck,
  type CartItemProblem,
  type CartListingFacts,
  type CheckedCartItem,
  checkCart,
  commonDeliveryMethods,
} from "./cart-check";
export {
  type CartBreakdown,
  type CartSellerGroup,
  type CartView,
  type CartViewItem,
  type CustomerSummary,
  summarizeCustomerLines,
} from "./cart-view";
