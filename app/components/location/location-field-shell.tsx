import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import type { HiddenField } from "./hidden-fields";
import styles from "./location-search-field.module.css";

export type LocationFieldLook = {
  /** The input's id; the listbox and options derive theirs from it. */
  id: string;
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  icon?: ReactNode;
  /** bare: inside a search bar that draws the border; outlined: a form field of its own. */
  appearance?: "bare" | "outlined";
  /** overlay: the list floats over the page; inline: it pushes content down (sheets, dialogs). */
  suggestions?: "overlay" | "inline";
  help?: ReactNode;
  /** The field's error from the server (a form answer). */
  error?: string;
  autoFocus?: boolean;
  className?: string;
};

/**
 * The markup of the place field that both the plain field (before its code loads) and the
 * combobox render, so swapping one for the other moves nothing on the page (decision 060).
 */
export function LocationFieldShell({
  id,
  label,
  hideLabel,
  placeholder,
  icon,
  appearance = "outlined",
  suggestions = "overlay",
  help,
  error,
  autoFocus,
  className,
  inputRef,
  input,
  shownError = error ?? null,
  inAnchor,
  afterAnchor,
  hiddenFields,
}: LocationFieldLook & {
  inputRef?: Ref<HTMLInputElement>;
  /** Value, handlers and ARIA of the input. */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** The error shown under the input: the server's, or the combobox's own (geolocation). */
  shownError?: string | null;
  /** The listbox and notes, positioned against the input. */
  inAnchor?: ReactNode;
  afterAnchor?: ReactNode;
  hiddenFields: HiddenField[];
}) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy =
    [shownError ? errorId : "", help ? helpId : ""].filter(Boolean).join(" ") || undefined;
  const rootClass = [
    styles.root,
    appearance === "bare" ? styles.bare : styles.outlined,
    suggestions === "inline" ? styles.inline : styles.overlay,
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={rootClass}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      {/* The list and messages hang from the input, not from the label or the help text. */}
      <div className={styles.anchor}>
        <div className={`${styles.control} ${error ? styles.invalid : ""}`}>
          {icon}
          <input
            ref={inputRef}
            id={id}
            type="text"
            className={styles.input}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: only the mobile search sheet asks for it, to type at once
            autoFocus={autoFocus}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...input}
          />
        </div>
        {inAnchor}
        {shownError ? (
          <p id={errorId} className={styles.error} role="alert">
            {shownError}
          </p>
        ) : null}
      </div>
      {afterAnchor}
      {help ? (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      ) : null}
      {hiddenFields.map(([fieldName, fieldValue]) => (
        <input key={fieldName} type="hidden" name={fieldName} value={fieldValue} />
      ))}
    </div>
  );
}
