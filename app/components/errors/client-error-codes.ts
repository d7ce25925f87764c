/** Spec §8 codes of failures seen in the browser. */
export type ClientErrorCode =
  | "browser-side-render-failed"
  | "fetch-current-user-failed"
  | "app-asset-fetch-failed";

/**
 * What the root loader throws when the current user could not be loaded (root-data.server.ts).
 * Its own file so the root loader does not import the error reporter, which imports the shell UI.
 */
export const CURRENT_USER_FAILED = "fetch-current-user-failed";
