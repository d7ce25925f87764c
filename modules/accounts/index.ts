// The accounts module's client-safe entry point: the operator's reason field (decision 083).

export { DELETE_CONFIRMATION } from "./confirmation";
export { REASON_MAX, reasonSchema } from "./reason";
