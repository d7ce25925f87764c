import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import styles from "./button.module.css";

type Variant = "primary" | "secondary" | "accent" | "ghost";

const classes = (variant: Variant, full?: boolean, extra?: string) =>
  [styles.button, styles[variant], full ? styles.full : "", extra ?? ""].filter(Boolean).join(" ");

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  full?: boolean;
  inProgress?: boolean;
};

export function Button({
  variant = "primary",
  full,
  inProgress,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="submit"
      {...rest}
      aria-busy={inProgress || undefined}
      disabled={rest.disabled || inProgress}
      className={classes(variant, full, className)}
    >
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = "primary",
  full,
  className,
  ...rest
}: LinkProps & { variant?: Variant; full?: boolean }) {
  return <Link {...rest} className={classes(variant, full, className)} />;
}
