import { AppError, type ErrorCode } from "#modules/errors";

// Spec §8 code for an upload over the size limit. It is not in modules/errors' ErrorCode
// union yet; the cast goes once that file lists it.
const UPLOAD_OVER_LIMIT = "request-upload-over-limit" as ErrorCode;

/** Over 20 MB; the reading stopped at the first byte past the limit. */
export const uploadOverLimit = () =>
  new AppError(UPLOAD_OVER_LIMIT, 413, "ImageUpload.fileTooLarge");

/** Not a JPG, GIF or PNG by its bytes, or a file the decoder cannot read. */
export const imageUnreadable = () =>
  new AppError("validation-invalid-value", 400, "ImageUpload.couldNotRead");

/**
 * More pixels than MAX_INPUT_PIXELS by the header: refused before decoding. The number is
 * written out so the catalogue check can see the id (limits.test.ts keeps the two equal).
 */
export const TOO_MANY_PIXELS_MESSAGE = "ImageUpload.tooManyPixels?maxMegapixels=50";
export const imageTooManyPixels = () =>
  new AppError("validation-invalid-value", 400, TOO_MANY_PIXELS_MESSAGE);

/** The request is not multipart/form-data, is malformed, or has no file in the expected field. */
export const imageMissing = () =>
  new AppError("validation-invalid-params", 400, "ImageUpload.fileMissing");

export const tooManyUploads = () =>
  new AppError("too-many-requests", 429, "ImageUpload.tooManyUploads");
