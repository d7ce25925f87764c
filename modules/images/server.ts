// The images module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export {
  createDisputeImages,
  type DisputeImages,
  type DisputePhoto,
  MAX_DISPUTE_PHOTOS,
  type PreparedImage,
} from "./dispute-images.server";
export { createImageService, type UploadedImage } from "./service.server";
export { createDiskImageStore, type DiskImageStore, type ImageStore } from "./storage.server";
export { createImageStore } from "./stores.server";
export { readUpload } from "./upload.server";
export { makeListingVariants, VARIANT_NAMES } from "./variants.server";
