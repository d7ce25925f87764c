/**
 * After a refused save: focus the first field marked invalid (in reading order), or else the
 * form's alert, and bring it to the middle of the screen so the sticky top bar cannot hide it.
 */
export function focusFirstError(form: HTMLElement): HTMLElement | null {
  const target =
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return null;
  // An alert is text, not a control: make it focusable from script only.
  if (!target.matches("input, select, textarea, button") && !target.hasAttribute("tabindex")) {
    target.tabIndex = -1;
  }
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
  return target;
}
