/** Browser side of the image upload endpoints: XMLHttpRequest, because fetch reports no upload progress. */

export type UploadedImage = { id: string; variants: Record<string, string> };

export type UploadOutcome =
  | { ok: true; image: UploadedImage }
  | { ok: false; status: number; code?: string; title?: string };

/**
 * What to tell the user about a failed upload: a catalogue id, or the server's
 * own title (already in the page's language) when it sent one.
 */
export function uploadErrorText(outcome: Extract<UploadOutcome, { ok: false }>): {
  id?: string;
  text?: string;
} {
  if (outcome.status === 413 || outcome.code === "request-upload-over-limit")
    return { id: "ImageUpload.fileTooLarge" };
  if (outcome.status === 401) return { id: "Errors.unauthorized" };
  if (outcome.title && outcome.status >= 400 && outcome.status < 500)
    return { text: outcome.title };
  return { id: "ImageUpload.uploadFailed" };
}

/** Reads the API's `{ data }` or `{ errors: [...] }` answer. */
export function parseUploadResponse(status: number, body: string): UploadOutcome {
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // A proxy's HTML error page, or nothing at all.
  }
  const data = (json as { data?: UploadedImage } | null)?.data;
  if (status >= 200 && status < 300 && data?.id && data.variants) return { ok: true, image: data };
  const first = (json as { errors?: Array<{ code?: string; title?: string }> } | null)?.errors?.[0];
  return { ok: false, status, code: first?.code, title: first?.title };
}

/**
 * Sends `file` as the `image` field. `onProgress` gets 0…1 while the bytes go
 * up; after 1 the server is still making the variants.
 */
export function uploadImage(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => resolve(parseUploadResponse(xhr.status, xhr.responseText)));
    // Network failure, or the server closed the connection on an oversized upload mid-way.
    xhr.addEventListener("error", () => resolve({ ok: false, status: 0 }));
    xhr.addEventListener("abort", () => resolve({ ok: false, status: -1 }));
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    const body = new FormData();
    body.append("image", file);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
