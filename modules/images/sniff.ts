/** The three upload formats the spec allows, recognised by their first bytes. */
export type SniffedImageType = "jpeg" | "png" | "gif";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/**
 * Magic-number check. A file's name and the browser's Content-Type are the
 * sender's word; these bytes are what a decoder will actually see. An SVG or
 * an HTML page renamed to `.png` is text and fails here.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  // JPEG: SOI marker followed by the start of another marker segment.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  // "GIF87a" or "GIF89a".
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "gif";
  return null;
}

/** Bytes `sniffImageType` needs to decide. */
export const SNIFF_BYTES = 8;
