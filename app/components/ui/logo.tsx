import styles from "./logo.module.css";

/** The Buurtoogst mark: a sprout in a tomato-red circle, with the wordmark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#c8432a" />
        <path d="M20 31V19" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M20 19c0-5.5 4-9.5 10-9.5 0 5.5-4 9.5-10 9.5z" fill="#bfe3a6" />
        <path d="M20 22c0-4.4-3.2-7.6-8.2-7.6 0 4.4 3.2 7.6 8.2 7.6z" fill="#8fcf73" />
      </svg>
      {compact ? null : <span className={styles.word}>Buurtoogst</span>}
    </span>
  );
}
