// The images module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from "./limits";
export { imageUrl, responsiveImage, srcSet } from "./urls";
export {
  type ImageVariants,
  LISTING_VARIANT_NAMES,
  LISTING_VARIANTS,
  PROFILE_VARIANT_NAMES,
} from "./variant-specs";
