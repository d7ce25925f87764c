import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * After a form comes back with errors, focus moves to the first one and brings it into view
 * (decision 066): on a phone the errors are often above the screen, and "Betaal" would
 * seem to do nothing. Used once, in the app's root, for every form that posts: the fields
 * mark themselves `aria-invalid` (components/ui/field.tsx); a form-wide error is the form's
 * first `role="alert"`. A person who has already moved on to another field while the page
 * was still loading keeps their place: focus moves only if it is where it was at the submit.
 */
export function firstErrorIn(root: ParentNode): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    root.querySelector<HTMLElement>('form [role="alert"]')
  );
}

export function focusError(target: HTMLElement) {
  // An alert is not focusable by itself; -1 lets the script focus it without a tab stop.
  if (!target.matches("input, select, textarea, button, a[href]")) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
}

/** Whether focus is still where the submit left it (the button, or nowhere if it went away). */
export function focusStayed(atSubmit: Element | null, now: Element | null, body: Element | null) {
  return now === atSubmit || now === body || now === null;
}

export function useFocusFirstError() {
  const navigation = useNavigation();
  const submitting = useRef(false);
  const focusedAtSubmit = useRef<Element | null>(null);
  useEffect(() => {
    if (navigation.state === "submitting") {
      submitting.current = (navigation.formMethod ?? "get").toLowerCase() !== "get";
      focusedAtSubmit.current = document.activeElement;
      return;
    }
    if (navigation.state !== "idle" || !submitting.current) return;
    submitting.current = false;
    if (!focusStayed(focusedAtSubmit.current, document.activeElement, document.body)) return;
    const target = firstErrorIn(document);
    if (target) focusError(target);
  }, [navigation.state, navigation.formMethod]);
}
