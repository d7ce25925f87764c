// The text module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).

export { findNulCharacter, NUL_CHARACTER_MESSAGE } from "./nul-character";
export { createSlug } from "./slug";
export { truncateTitleForViewport } from "./title-truncation";
export { sanitizeUserText } from "./user-text";
