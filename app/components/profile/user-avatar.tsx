import type { SVGProps } from "react";
import { imageUrl } from "#modules/images";
import styles from "./user-avatar.module.css";

/** A circle with a bar: shown for banned and deleted users instead of their picture (spec §6). */
export function BannedIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="m5.6 5.6 12.8 12.8" />
    </svg>
  );
}

export type AvatarUser = {
  abbreviatedName: string;
  profileImageKey: string | null;
  banned: boolean;
  deleted: boolean;
};

const SIZES = { sm: 40, md: 56, lg: 96 } as const;

/**
 * The profile picture (40/80 px crops, or 240/480 on the profile page), the
 * initials when there is none, or the banned icon for banned and deleted
 * users. Decorative: the name is always written next to it.
 */
export function UserAvatar({
  user,
  imageBaseUrl,
  size = "md",
}: {
  user: AvatarUser;
  imageBaseUrl: string;
  size?: keyof typeof SIZES;
}) {
  const className = `${styles.avatar} ${styles[size]}`;
  if (user.banned || user.deleted) {
    return (
      <span className={`${className} ${styles.banned}`} aria-hidden="true">
        <BannedIcon width="55%" height="55%" />
      </span>
    );
  }
  if (user.profileImageKey) {
    const [one, two] =
      size === "lg" ? ["square-small", "square-small2x"] : ["square-xsmall", "square-xsmall2x"];
    const src = (name: string, format: "webp" | "jpg") =>
      imageUrl(imageBaseUrl, user.profileImageKey!, name, format);
    return (
      <picture className={className}>
        <source type="image/webp" srcSet={`${src(one!, "webp")} 1x, ${src(two!, "webp")} 2x`} />
        <img
          src={src(one!, "jpg")}
          srcSet={`${src(one!, "jpg")} 1x, ${src(two!, "jpg")} 2x`}
          alt=""
          width={SIZES[size]}
          height={SIZES[size]}
          loading="lazy"
          decoding="async"
        />
      </picture>
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {user.abbreviatedName}
    </span>
  );
}
