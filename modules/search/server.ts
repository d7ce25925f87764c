// The search module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).
export { measureRelevance } from "./relevance/run.server";
export { KEYWORD_SEARCH_SETTINGS } from "./repository.server";
export { createSearchService, type SearchOptions } from "./service.server";
