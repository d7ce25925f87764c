/**
 * Login, logout and signup are mutually exclusive (spec §4): while one runs,
 * another is refused with 'Login or logout already in progress'.
 */
export type AuthAction = "login" | "logout" | "signup";
export const AUTH_IN_PROGRESS_MESSAGE_ID = "Auth.loginOrLogoutInProgress";

let running: AuthAction | null = null;

export function beginAuthAction(action: AuthAction): boolean {
  if (running !== null) return false;
  running = action;
  return true;
}

export function endAuthAction(): void {
  running = null;
}

export function authActionInProgress(): AuthAction | null {
  return running;
}

/** Logout resets everything the browser kept for this user. */
export function clearClientState(): void {
  try {
    window.sessionStorage.clear();
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); nothing to clear then.
  }
}
