import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import styles from "./edit-listing.module.css";

/** A large, tappable checkbox with a label and an optional line of help. */
export function CheckboxField({
  label,
  help,
  id,
  ...input
}: { label: ReactNode; help?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <label htmlFor={fieldId} className={styles.checkbox}>
      <input
        id={fieldId}
        type="checkbox"
        className={styles.checkboxInput}
        {...input}
        aria-describedby={input["aria-describedby"] ?? (help ? `${fieldId}-help` : undefined)}
      />
      <span className={styles.checkboxText}>
        <span className={styles.checkboxLabel}>{label}</span>
        {help ? (
          <span id={`${fieldId}-help`} className={styles.checkboxHelp}>
            {help}
          </span>
        ) : null}
      </span>
    </label>
  );
}
