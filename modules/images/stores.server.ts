import path from "node:path";
import { createS3ImageStore } from "./s3-storage.server";
import { createDiskImageStore, type ImageStore } from "./storage.server";

export type ImageStorageConfig = {
  IMAGE_STORAGE: "disk" | "s3";
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  PUBLIC_IMAGE_BASE_URL?: string;
};

/**
 * The configured store: disk under `DATA_DIR/uploads` (served at /images by
 * server/app.ts), or an S3-compatible bucket. S3 without a bucket or a public
 * URL fails at start rather than on the first upload.
 */
export function createImageStore(config: ImageStorageConfig): ImageStore {
  if (config.IMAGE_STORAGE === "disk")
    return createDiskImageStore(path.join(config.DATA_DIR, "uploads"));
  const missing = [
    config.S3_BUCKET ? null : "S3_BUCKET",
    config.PUBLIC_IMAGE_BASE_URL ? null : "PUBLIC_IMAGE_BASE_URL",
  ].filter(Boolean);
  if (missing.length > 0)
    throw new Error(`IMAGE_STORAGE=s3 needs ${missing.join(" and ")} to be set`);
  return createS3ImageStore({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
