// The payout-accounts module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).
export {
  BUSINESS_PROFILE_MCC,
  createPayoutAccountService,
  PAYOUT_MAIL_KIND,
  type PayoutAccountService,
  type PayoutAccountView,
  REQUESTED_CAPABILITIES,
} from "./service.server";
