/**
 * The photo field's list as pure state: uploads in progress and finished photos in the
 * grower's order, failed uploads after them. A failed file is never the cover and never sits
 * between photos; it waits at the end, clearly failed, to be tried again or removed.
 */
export type PhotoStatus = "uploading" | "processing" | "done" | "error";

export type Photo = {
  /** Local key: stable across uploads, moves and retries. */
  key: string;
  /** The image id once uploaded. */
  id?: string;
  /** What the tile shows: the variant URL, or the local file while it uploads. */
  url?: string;
  fileName?: string;
  status: PhotoStatus;
  progress: number;
  error?: string;
  /** A failure another try may fix (network, server); a refused file is only removed. */
  retryable?: boolean;
};

const failed = (p: Photo) => p.status === "error";

/** Working photos first in their order, failed ones after them in theirs. */
export function arrange(list: readonly Photo[]): Photo[] {
  return [...list.filter((p) => !failed(p)), ...list.filter(failed)];
}

export function addPhoto(list: readonly Photo[], photo: Photo): Photo[] {
  return arrange([...list, photo]);
}

export function updatePhoto(list: readonly Photo[], key: string, patch: Partial<Photo>): Photo[] {
  return arrange(list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
}

export function removePhoto(list: readonly Photo[], key: string): Photo[] {
  return list.filter((p) => p.key !== key);
}

/** Only working photos move, and only among themselves. */
export function canMove(list: readonly Photo[], index: number, by: -1 | 1): boolean {
  const photo = list[index];
  const target = list[index + by];
  return Boolean(photo && target && !failed(photo) && !failed(target));
}

export function movePhoto(list: readonly Photo[], index: number, by: -1 | 1): Photo[] {
  if (!canMove(list, index, by)) return [...list];
  const next = [...list];
  const [photo] = next.splice(index, 1);
  if (photo) next.splice(index + by, 0, photo);
  return next;
}

/** The number of places a working photo can take: the failed ones are not counted. */
export function workingCount(list: readonly Photo[]): number {
  return list.filter((p) => !failed(p)).length;
}

/** The cover is the first photo, once it has uploaded. */
export function isCover(list: readonly Photo[], index: number): boolean {
  return index === 0 && list[0]?.status === "done";
}

/** The ids the form sends, in order. */
export function uploadedIds(list: readonly Photo[]): string[] {
  return list.flatMap((p) => (p.status === "done" && p.id ? [p.id] : []));
}

/**
 * The form's error for the field ("Voeg minstens één foto toe.") is about the photos that were
 * sent; once the uploaded photos differ from those, it no longer holds and is hidden until the
 * next submit checks again.
 */
export function fieldErrorStands(sentIds: readonly string[], list: readonly Photo[]): boolean {
  const now = uploadedIds(list);
  return now.length === sentIds.length && now.every((id, i) => id === sentIds[i]);
}
