import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import styles from "./field.module.css";

type Common = { label: ReactNode; error?: string | null; help?: ReactNode };

function describedBy(id: string, error?: string | null, help?: ReactNode) {
  return (
    [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ") || undefined
  );
}

function Messages({ id, error, help }: { id: string; error?: string | null; help?: ReactNode }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  error,
  help,
  id,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <input
        id={fieldId}
        className={`${styles.input} ${error ? styles.invalid : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, help)}
        {...input}
      />
      <Messages id={fieldId} error={error} help={help} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  help,
  id,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className={`${styles.input} ${error ? styles.invalid : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, help)}
        {...input}
      />
      <Messages id={fieldId} error={error} help={help} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  help,
  id,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <select
        id={fieldId}
        className={`${styles.input} ${error ? styles.invalid : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, help)}
        {...select}
      >
        {children}
      </select>
      <Messages id={fieldId} error={error} help={help} />
    </div>
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <div className={styles.formError} role="alert">
      {children}
    </div>
  ) : null;
}

export function FormSuccess({ children }: { children: ReactNode }) {
  return children ? (
    <div className={styles.formSuccess} role="status">
      {children}
    </div>
  ) : null;
}
