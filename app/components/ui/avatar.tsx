import { abbreviatedName } from "../../../modules/users/current-user";
import styles from "./avatar.module.css";

/** Initials on a leaf-green disc; profile photos arrive with image uploads. */
export function Avatar({
  firstName,
  lastName,
  size = "md",
}: {
  firstName: string;
  lastName: string;
  size?: "md" | "lg";
}) {
  return (
    <span className={`${styles.avatar} ${size === "lg" ? styles.large : ""}`} aria-hidden="true">
      {abbreviatedName(firstName, lastName)}
    </span>
  );
}
