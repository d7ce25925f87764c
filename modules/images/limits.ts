/** Upload rules shared by the server and the upload fields (spec §9). Client-safe. */

/** 20 MB (MiB): the spec's upload limit for listing photos and profile images. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Decompression-bomb guard, checked from the image header before any pixel is
 * decoded: 50 MP is well above a phone camera (12–48 MP) and keeps one decoded
 * RGB image under ~150 MB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** No stored variant is wider or taller than this (spec §9 "custom variants at most 3072 px"). */
export const MAX_VARIANT_SIDE = 3072;

/** MIME types the file pickers offer; the server decides by the bytes, never by these. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
