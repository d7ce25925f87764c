import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/hooks/use-t";
import { useHydrated } from "../location/use-hydrated";
import fieldStyles from "../ui/field.module.css";
import {
  moveHandle,
  type PriceHandles,
  type PriceText,
  priceFieldText,
  priceTextError,
  searchesOnPriceBlur,
} from "./price-handles";
import styles from "./search.module.css";
import { PRICE_MAX, PRICE_MIN } from "./search-query";

const KEY_COMMIT_DELAY_MS = 600;
/** Which handle had focus when its search went out (this module lives only in the browser tab). */
let refocusHandle: "min" | "max" | null = null;

/**
 * Price from–to in whole euros: two number fields (what the form sends, so it works without
 * JavaScript) and, once hydrated, a two-handle slider 0–1000 kept in order (spec §5, §9).
 * `onCommit` runs when a handle is let go, or when focus leaves the price fields with a new,
 * valid range. What is typed is checked only then (and on Apply or Enter), never per keystroke.
 */
export function PriceFilter({
  initialMin,
  initialMax,
  onCommit,
}: {
  initialMin: number | null;
  initialMax: number | null;
  onCommit: (form: HTMLFormElement) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const errorId = useId();
  // Controlled fields have no defaultValue to compare with; compare with what was loaded.
  const loaded = priceFieldText(initialMin, initialMax);
  const [text, setText] = useState<PriceText>(loaded);
  // An error shows once the visitor applies the range, and goes as soon as it is fixed.
  const [applied, setApplied] = useState(false);
  const error = priceTextError(text);
  const shownError = applied ? error : null;
  const maxField = useRef<HTMLInputElement>(null);
  const errorMessage = error ? t(error) : "";
  // The form's own validation then stops Apply and Enter (with or without our submit handler).
  useEffect(() => {
    maxField.current?.setCustomValidity(errorMessage);
  }, [errorMessage]);
  const handles: PriceHandles = {
    min: text.min === "" || !Number.isFinite(Number(text.min)) ? PRICE_MIN : Number(text.min),
    max: text.max === "" || !Number.isFinite(Number(text.max)) ? PRICE_MAX : Number(text.max),
  };
  const slide = (handle: "min" | "max", value: number) => {
    const next = moveHandle(handles, handle, value);
    setText({
      min: next.min === PRICE_MIN && text.min === "" && handle === "max" ? "" : String(next.min),
      max: next.max === PRICE_MAX && text.max === "" && handle === "min" ? "" : String(next.max),
    });
    setApplied(false);
  };
  const commit = (input: HTMLInputElement) => {
    if (input.form) onCommit(input.form);
  };
  // A handle moves a euro per key press or pointer step: search once it rests.
  const keyTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(keyTimer.current), []);
  const commitSoon = (input: HTMLInputElement, handle: "min" | "max") => {
    window.clearTimeout(keyTimer.current);
    keyTimer.current = window.setTimeout(() => {
      // The new search re-creates the filter form; the handle in use gets focus back.
      if (document.activeElement === input) refocusHandle = handle;
      commit(input);
    }, KEY_COMMIT_DELAY_MS);
  };
  const minRange = useRef<HTMLInputElement>(null);
  const maxRange = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!hydrated || !refocusHandle) return;
    const range = refocusHandle === "min" ? minRange : maxRange;
    refocusHandle = null;
    // On the next frame: in Chromium 156.0.8078.79 focus() from the effect of the navigation's
    // commit did not take (the page kept it), so the arrow keys stopped moving the handle.
    const frame = requestAnimationFrame(() => range.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [hydrated]);
  const onFieldBlur = (input: HTMLInputElement, next: EventTarget | null) => {
    // The other price field, not the sliders: they search by themselves once moved.
    const stayingInPrice =
      next instanceof HTMLInputElement &&
      next.type === "number" &&
      next.form === input.form &&
      (next.name === "price_min" || next.name === "price_max");
    if (stayingInPrice) return;
    const changed = text.min.trim() !== loaded.min || text.max.trim() !== loaded.max;
    if (changed) setApplied(true);
    if (searchesOnPriceBlur({ text, loaded, stayingInPrice })) commit(input);
  };
  const field = (handle: "min" | "max") => (
    <label className={styles.priceField}>
      <span className={styles.priceLabel}>
        {t(handle === "min" ? "SearchPage.priceMin" : "SearchPage.priceMax")}
      </span>
      <input
        ref={handle === "max" ? maxField : undefined}
        type="number"
        name={handle === "min" ? "price_min" : "price_max"}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={1}
        inputMode="numeric"
        placeholder={String(handle === "min" ? PRICE_MIN : PRICE_MAX)}
        value={text[handle]}
        onChange={(e) => setText({ ...text, [handle]: e.currentTarget.value })}
        onBlur={(e) => onFieldBlur(e.currentTarget, e.relatedTarget)}
        onInvalid={(e) => {
          // Our message under the fields instead of the browser's bubble.
          e.preventDefault();
          setApplied(true);
          e.currentTarget.focus();
        }}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        className={`${fieldStyles.input} ${shownError ? fieldStyles.invalid : ""}`}
      />
    </label>
  );
  const range = (handle: "min" | "max") => (
    <input
      ref={handle === "min" ? minRange : maxRange}
      type="range"
      min={PRICE_MIN}
      max={PRICE_MAX}
      step={1}
      value={handles[handle]}
      aria-label={t(handle === "min" ? "SearchPage.priceSliderMin" : "SearchPage.priceSliderMax")}
      aria-valuetext={`€ ${handles[handle]}`}
      onChange={(e) => {
        slide(handle, Number(e.currentTarget.value));
        commitSoon(e.currentTarget, handle);
      }}
      className={`${styles.priceRange} ${handle === "max" ? styles.priceRangeMax : ""}`}
    />
  );
  return (
    <>
      <div className={styles.priceRow}>
        {field("min")}
        <span aria-hidden="true" className={styles.priceDash}>
          –
        </span>
        {field("max")}
      </div>
      {shownError ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {t(shownError)}
        </p>
      ) : null}
      {hydrated ? (
        <div className={styles.priceSlider}>
          {range("min")}
          {range("max")}
        </div>
      ) : null}
    </>
  );
}
