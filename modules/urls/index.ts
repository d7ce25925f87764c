// The urls module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).

export { nextPage, paginationLinks, prevPage } from "./pagination";
export { parseQueryValue } from "./query-params";
export { isUuid, NIL_UUID } from "./uuid";
