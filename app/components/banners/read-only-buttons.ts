import { useEffect } from "react";

/**
 * In a login-as session every write is refused by the server (decision 085); this makes the
 * page say so before the click: each submit button of a POST form (log out excepted) is marked
 * `aria-disabled`, titled with why, and described by the banner's sentence. A click still goes
 * to the server, whose refusal page explains, so no button ever does nothing. Forms that appear
 * later (dialogs, steps) are marked as they come.
 */
export function useReadOnlyButtons(reason: string, describedBy: string) {
  useEffect(() => {
    const mark = () => {
      for (const form of document.querySelectorAll<HTMLFormElement>("form")) {
        if (form.method !== "post" || new URL(form.action).pathname === "/logout") continue;
        for (const button of form.querySelectorAll<HTMLButtonElement>(
          'button:not([type="button"]):not([type="reset"]), input[type="submit"]',
        )) {
          if (button.getAttribute("aria-disabled") === "true") continue;
          button.setAttribute("aria-disabled", "true");
          button.setAttribute("data-read-only", "");
          button.title = reason;
          const ids = button.getAttribute("aria-describedby");
          button.setAttribute("aria-describedby", ids ? `${ids} ${describedBy}` : describedBy);
        }
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [reason, describedBy]);
}
