import { imageUrl } from "#modules/images";
import { avatarInitials } from "#modules/users";
import styles from "./avatar.module.css";

/**
 * The viewer's profile photo (square crops, 2x for sharp screens), or their initials on a
 * leaf-green disc when they have none — the same as others see beside the display name.
 */
export function Avatar({
  firstName,
  lastName,
  displayName,
  profileImageKey = null,
  imageBaseUrl = "/images",
  size = "md",
}: {
  firstName: string;
  lastName: string;
  displayName: string;
  profileImageKey?: string | null;
  imageBaseUrl?: string;
  size?: "md" | "lg";
}) {
  const className = `${styles.avatar} ${size === "lg" ? styles.large : ""}`;
  if (profileImageKey) {
    const [one, two] =
      size === "lg" ? ["square-small", "square-small2x"] : ["square-xsmall", "square-xsmall2x"];
    const src = (name: string, format: "webp" | "jpg") =>
      imageUrl(imageBaseUrl, profileImageKey, name, format);
    const px = size === "lg" ? 80 : 40;
    return (
      <picture className={`${className} ${styles.photo}`}>
        <source type="image/webp" srcSet={`${src(one, "webp")} 1x, ${src(two, "webp")} 2x`} />
        <img
          src={src(one, "jpg")}
          srcSet={`${src(one, "jpg")} 1x, ${src(two, "jpg")} 2x`}
          alt=""
          width={px}
          height={px}
          decoding="async"
        />
      </picture>
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {avatarInitials({ displayName, firstName, lastName })}
    </span>
  );
}
