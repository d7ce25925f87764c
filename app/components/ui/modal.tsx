import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "~/hooks/use-t";
import { CloseIcon } from "./icons";
import styles from "./modal.module.css";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the visible heading (the title still names the dialog). */
  hideTitle?: boolean;
  /** The visible heading when it differs from the title (a shortened listing title). */
  heading?: ReactNode;
  variant?: "center" | "sheet";
  children: ReactNode;
};

/**
 * Native <dialog>: focus trapping, Escape to close and the inert background
 * come from the browser. Without JavaScript an open modal renders in place.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  heading,
  variant = "center",
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Reopening a server-rendered dialog as modal fires a `close` event that is not the user's.
  const reopening = useRef(false);
  const t = useT();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
    } else if (open && dialog.open && !dialog.matches(":modal")) {
      // Server-rendered with `open`: reopen as a real modal once hydrated.
      reopening.current = true;
      dialog.close();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      open={open || undefined}
      className={`${styles.dialog} ${variant === "sheet" ? styles.sheet : ""}`}
      aria-label={title}
      onClose={() => {
        if (reopening.current) {
          reopening.current = false;
          return;
        }
        onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        {hideTitle ? null : <h2 className={styles.title}>{heading ?? title}</h2>}
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t("Modal.close")}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
