/** What a dates field knows when it loses focus. */
export type DateRangeBlur = {
  start: { value: string; defaultValue: string };
  end: { value: string; defaultValue: string };
  /** Focus goes on to the other date of the range, or to the form's own Apply button. */
  stayingInRange: boolean;
};

/**
 * Whether leaving a dates field should search. Going from the start date to the end date is one
 * choice, not two searches (the first would re-create the form under the visitor's cursor); half
 * a range is not a search yet; the Apply button searches by itself.
 */
export function searchesOnDateBlur({ start, end, stayingInRange }: DateRangeBlur): boolean {
  if (stayingInRange) return false;
  if (start.value === start.defaultValue && end.value === end.defaultValue) return false;
  return Boolean(start.value) === Boolean(end.value);
}
