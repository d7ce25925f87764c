import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from "react";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "#modules/images";
import { useT } from "~/hooks/use-t";
import styles from "./listing-photos-field.module.css";
import {
  addPhoto,
  canMove,
  fieldErrorStands,
  isCover,
  movePhoto,
  type Photo,
  removePhoto,
  updatePhoto,
  uploadedIds,
  workingCount,
} from "./photo-list";
import { uploadErrorText, uploadImage } from "./upload-image";

const UPLOAD_URL = "/api/images/upload";
// 480 px covers the ~160 px tile on screens up to 3 device pixels per CSS pixel.
const THUMBNAIL_VARIANT = "square-small2x";

type Props = {
  initialImages: Array<{ id: string; url: string }>;
  /** Name of the hidden inputs that carry the ordered image ids. */
  name?: string;
  /** The form's error for the field, e.g. "You need to add at least one image." */
  error?: string;
};

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

const ArrowIcon = ({ direction }: { direction: "left" | "right" }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const RetryIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const CrossIcon = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/**
 * The listing's photos: pick (or drop) JPG, GIF or PNG files, each uploads at
 * once with its own progress bar; reorder with the arrow buttons, remove with
 * the cross. The uploaded ids travel in order as hidden `<input name="images">`
 * fields of the surrounding form; the first photo is the cover. A failed upload
 * waits at the end with its reason, to be tried again (when that can help) or removed.
 */
export function ListingPhotosField({ initialImages, name = "images", error }: Props) {
  const t = useT();
  const fieldId = useId();
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initialImages.map((image) => ({
      key: newKey(),
      id: image.id,
      url: image.url,
      status: "done",
      progress: 1,
    })),
  );
  const [announcement, setAnnouncement] = useState("");
  // The photos the form's error is about: those sent with the submit that returned it.
  const [errorFor, setErrorFor] = useState({ error, sentIds: uploadedIds(photos) });
  if (errorFor.error !== error) setErrorFor({ error, sentIds: uploadedIds(photos) });
  const shownError = error && fieldErrorStands(errorFor.sentIds, photos) ? error : undefined;
  const uploads = useRef(new Map<string, { abort: () => void; preview: string }>());
  // Files whose upload failed in a way another try may fix, kept for "try again".
  const retryFiles = useRef(new Map<string, File>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterRender, setFocusAfterRender] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const update = (key: string, patch: Partial<Photo>) =>
    setPhotos((list) => updatePhoto(list, key, patch));

  // Abort running uploads and free the local previews when the field goes away.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) {
        upload.abort();
        URL.revokeObjectURL(upload.preview);
      }
    };
  }, []);

  useEffect(() => {
    if (!focusAfterRender) return;
    (buttons.current.get(focusAfterRender) ?? inputRef.current)?.focus();
    setFocusAfterRender(null);
  }, [focusAfterRender]);

  function start(file: File, retryKey?: string) {
    const key = retryKey ?? newKey();
    if (file.size > MAX_UPLOAD_BYTES) {
      // Refused here: the server would stop reading at the limit and the browser could
      // report only a dropped connection.
      setPhotos((list) =>
        addPhoto(list, {
          key,
          fileName: file.name,
          status: "error",
          progress: 0,
          error: t("ImageUpload.fileTooLarge"),
        }),
      );
      return;
    }
    const preview = URL.createObjectURL(file);
    const uploading: Photo = {
      key,
      url: preview,
      fileName: file.name,
      status: "uploading",
      progress: 0,
    };
    setPhotos((list) =>
      retryKey
        ? updatePhoto(list, key, { ...uploading, error: undefined, retryable: undefined })
        : addPhoto(list, uploading),
    );
    const upload = uploadImage(UPLOAD_URL, file, (fraction) =>
      update(key, fraction < 1 ? { progress: fraction } : { progress: 1, status: "processing" }),
    );
    uploads.current.set(key, { abort: upload.abort, preview });
    upload.done.then((outcome) => {
      uploads.current.delete(key);
      if (outcome.ok) {
        retryFiles.current.delete(key);
        const url =
          outcome.image.variants[THUMBNAIL_VARIANT] ?? Object.values(outcome.image.variants)[0];
        update(key, { id: outcome.image.id, url, status: "done", progress: 1 });
        setAnnouncement(t("ImageUpload.uploaded", { fileName: file.name }));
        // The tile now shows the server's variant; keep the preview until it has loaded.
        setTimeout(() => URL.revokeObjectURL(preview), 5000);
        return;
      }
      URL.revokeObjectURL(preview);
      if (outcome.status === -1) return; // aborted by removing the tile
      const { id, text } = uploadErrorText(outcome);
      // A dropped connection or a server failure may pass on another try; a refused file will not.
      const retryable = outcome.status === 0 || outcome.status >= 500;
      if (retryable) retryFiles.current.set(key, file);
      update(key, {
        status: "error",
        url: undefined,
        error: text ?? t(id ?? "ImageUpload.uploadFailed"),
        retryable,
      });
    });
  }

  function retry(photo: Photo) {
    const file = retryFiles.current.get(photo.key);
    if (!file) return;
    retryFiles.current.delete(photo.key);
    start(file, photo.key);
    setFocusAfterRender("add");
  }

  function onFiles(files: FileList | null) {
    if (!files) return;
    for (const file of Array.from(files)) start(file);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onFiles(event.target.files);
    // The same file can be picked again after removing it.
    event.target.value = "";
  }

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    onFiles(event.dataTransfer.files);
  }

  function move(index: number, by: -1 | 1) {
    if (!canMove(photos, index, by)) return;
    const target = index + by;
    const list = movePhoto(photos, index, by);
    const photo = photos[index]!;
    const count = workingCount(list);
    setPhotos(list);
    setAnnouncement(t("ImageUpload.moved", { position: target + 1, count }));
    // Keep the focus on the same photo's button; at an end, on the other arrow.
    const atEnd = target === 0 || target === count - 1;
    const direction = by < 0 ? "left" : "right";
    const other = direction === "left" ? "right" : "left";
    setFocusAfterRender(`${photo!.key}:${atEnd ? other : direction}`);
  }

  function remove(index: number) {
    const photo = photos[index]!;
    const upload = uploads.current.get(photo.key);
    if (upload) {
      upload.abort();
      URL.revokeObjectURL(upload.preview);
      uploads.current.delete(photo.key);
    }
    retryFiles.current.delete(photo.key);
    const list = removePhoto(photos, photo.key);
    setPhotos(list);
    setAnnouncement(t("ImageUpload.removed"));
    const next = list[index] ?? list[index - 1];
    setFocusAfterRender(next ? `${next.key}:remove` : "add");
  }

  const setButton = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const busy = photos.some((p) => p.status === "uploading" || p.status === "processing");
  const helpId = `${fieldId}-help`;
  const errorId = `${fieldId}-error`;

  return (
    <fieldset
      className={styles.field}
      aria-busy={busy || undefined}
      aria-describedby={[helpId, shownError ? errorId : ""].filter(Boolean).join(" ")}
      data-dropzone
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
    >
      <legend className={styles.legend}>{t("ImageUpload.photosLabel")}</legend>
      <ol className={styles.grid}>
        {photos.map((photo, index) => {
          const position = index + 1;
          return (
            <li key={photo.key} className={styles.tile} data-status={photo.status}>
              <div className={styles.thumb}>
                {photo.url ? (
                  <img
                    src={photo.url}
                    alt={t("ImageUpload.photoAlt", { position })}
                    width={160}
                    height={160}
                  />
                ) : null}
                {isCover(photos, index) ? (
                  <span className={styles.cover}>{t("ImageUpload.coverPhoto")}</span>
                ) : null}
                {photo.status === "error" ? (
                  <span className={styles.failedBadge}>{t("ImageUpload.notUploaded")}</span>
                ) : null}
              </div>
              {photo.status === "uploading" || photo.status === "processing" ? (
                <div className={styles.progress}>
                  <progress
                    max={1}
                    value={photo.status === "processing" ? undefined : photo.progress}
                    aria-label={t("ImageUpload.progressLabel", { fileName: photo.fileName ?? "" })}
                  />
                  <span className={styles.progressText}>
                    {photo.status === "processing"
                      ? t("ImageUpload.processing")
                      : t("ImageUpload.uploading", { percent: Math.round(photo.progress * 100) })}
                  </span>
                </div>
              ) : null}
              {photo.status === "error" ? (
                <p className={styles.tileError} role="alert">
                  {photo.fileName ? (
                    <span className={styles.fileName}>{photo.fileName}</span>
                  ) : null}
                  {photo.error}
                </p>
              ) : null}
              <div className={styles.actions}>
                {photo.status === "error" ? (
                  photo.retryable ? (
                    <button
                      type="button"
                      className={styles.iconButton}
                      ref={setButton(`${photo.key}:retry`)}
                      onClick={() => retry(photo)}
                      aria-label={t("ImageUpload.retry", { fileName: photo.fileName ?? "" })}
                    >
                      <RetryIcon />
                    </button>
                  ) : null
                ) : (
                  <>
                    <button
                      type="button"
                      className={styles.iconButton}
                      ref={setButton(`${photo.key}:left`)}
                      onClick={() => move(index, -1)}
                      disabled={!canMove(photos, index, -1)}
                      aria-label={t("ImageUpload.moveLeft", { position })}
                    >
                      <ArrowIcon direction="left" />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      ref={setButton(`${photo.key}:right`)}
                      onClick={() => move(index, 1)}
                      disabled={!canMove(photos, index, 1)}
                      aria-label={t("ImageUpload.moveRight", { position })}
                    >
                      <ArrowIcon direction="right" />
                    </button>
                  </>
                )}
                <button
                  type="button"
                  className={`${styles.iconButton} ${styles.removeButton}`}
                  ref={setButton(`${photo.key}:remove`)}
                  onClick={() => remove(index)}
                  aria-label={t("ImageUpload.remove", { position })}
                >
                  <CrossIcon />
                </button>
              </div>
              {photo.status === "done" && photo.id ? (
                <input type="hidden" name={name} value={photo.id} />
              ) : null}
            </li>
          );
        })}
        <li className={styles.addTile}>
          <label className={styles.add}>
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              multiple
              className={styles.fileInput}
              onChange={onChange}
              aria-describedby={shownError ? `${helpId} ${errorId}` : helpId}
              // Where a refused publish puts the focus when no photo was sent.
              aria-invalid={shownError ? true : undefined}
            />
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d="M12 5v14M5 12h14"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
            <span>{t("ImageUpload.addPhotos")}</span>
          </label>
        </li>
      </ol>
      <p id={helpId} className={styles.help}>
        {t("ImageUpload.photosHelp")}
      </p>
      {shownError ? (
        <p id={errorId} className={styles.error} role="alert">
          {shownError}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
