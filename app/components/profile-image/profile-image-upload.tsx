import { type ChangeEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, srcSet } from "#modules/images";
import { Avatar } from "~/components/ui/avatar";
import buttonStyles from "~/components/ui/button.module.css";
import { useT } from "~/hooks/use-t";
import { type UploadedImage, uploadErrorText, uploadImage } from "../image-upload/upload-image";
import styles from "./profile-image-upload.module.css";

const UPLOAD_URL = "/api/current_user/upload_profile_image";

type State =
  | { status: "idle" }
  | { status: "inProgress"; progress: number }
  | { status: "success" }
  | { status: "error"; message: string };

/** The 80×80 picture: the 80 px crop, the 240 px one on high-density screens. */
function ProfilePicture({ image }: { image: UploadedImage }) {
  const t = useT();
  const { variants } = image;
  const small = variants["square-xsmall2x"] ?? Object.values(variants)[0];
  const entries = [
    { url: variants["square-xsmall2x"], width: 80 },
    { url: variants["square-small"], width: 240 },
  ].filter((e): e is { url: string; width: number } => Boolean(e.url));
  return (
    <img
      className={styles.picture}
      src={small}
      srcSet={srcSet(entries)}
      sizes="80px"
      width={80}
      height={80}
      alt={t("ProfileImage.alt")}
    />
  );
}

/**
 * Profile picture with its upload (spec §2 states: in progress, success,
 * error). The file goes up on choice; the page's data is revalidated after,
 * so other places showing the picture follow.
 */
export function ProfileImageUpload({
  image: initialImage,
  firstName,
  lastName,
  displayName,
}: {
  image: UploadedImage | null;
  firstName: string;
  lastName: string;
  displayName: string;
}) {
  const t = useT();
  const helpId = useId();
  const revalidator = useRevalidator();
  const [image, setImage] = useState(initialImage);
  const [state, setState] = useState<State>({ status: "idle" });
  const busy = state.status === "inProgress";

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setState({ status: "error", message: t("ImageUpload.fileTooLarge") });
      return;
    }
    setState({ status: "inProgress", progress: 0 });
    const outcome = await uploadImage(UPLOAD_URL, file, (progress) =>
      setState({ status: "inProgress", progress }),
    ).done;
    if (outcome.ok) {
      setImage(outcome.image);
      setState({ status: "success" });
      revalidator.revalidate();
      return;
    }
    const { id, text } = uploadErrorText(outcome);
    setState({ status: "error", message: text ?? t(id ?? "ImageUpload.uploadFailed") });
  }

  return (
    <div className={styles.root}>
      <div className={styles.frame} aria-busy={busy || undefined}>
        {image ? (
          <ProfilePicture image={image} />
        ) : (
          <Avatar firstName={firstName} lastName={lastName} displayName={displayName} size="lg" />
        )}
      </div>
      <div className={styles.body}>
        <label
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.choose}`}
          aria-disabled={busy || undefined}
        >
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            className={styles.fileInput}
            onChange={onChange}
            disabled={busy}
            aria-describedby={helpId}
          />
          {image ? t("ProfileImage.change") : t("ProfileImage.add")}
        </label>
        <p id={helpId} className={styles.help}>
          {t("ProfileImage.help")}
        </p>
        {state.status === "inProgress" ? (
          <div className={styles.progress} role="status">
            <progress
              max={1}
              value={state.progress < 1 ? state.progress : undefined}
              aria-label={t("ProfileImage.uploading")}
            />
            <span>
              {state.progress < 1
                ? t("ImageUpload.uploading", { percent: Math.round(state.progress * 100) })
                : t("ImageUpload.processing")}
            </span>
          </div>
        ) : null}
        {state.status === "success" ? (
          <p className={styles.success} role="status">
            {t("ProfileImage.saved")}
          </p>
        ) : null}
        {state.status === "error" ? (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
