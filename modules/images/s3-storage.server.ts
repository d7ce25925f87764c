import type { S3Client } from "@aws-sdk/client-s3";
import { assertValidImageKey, contentTypeOf, type ImageStore } from "./storage.server";

export type S3StoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, …); empty for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`; default: on with a custom endpoint. */
  forcePathStyle?: boolean;
  /** Prepended to every key in the bucket, e.g. `buurtoogst/`; the public URL must include it. */
  prefix?: string;
};

// Keys never change content (a new upload gets a new key), so caches may keep them forever.
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The object key in the bucket for an image key. */
export function s3ObjectKey(key: string, prefix = ""): string {
  assertValidImageKey(key);
  const clean = prefix.replace(/^\/+|\/+$/g, "");
  return clean ? `${clean}/${key}` : key;
}

/**
 * An S3-compatible bucket behind the `ImageStore` interface. The SDK is loaded
 * on first use, so a server on disk storage never pays for it.
 */
export function createS3ImageStore(options: S3StoreOptions): ImageStore {
  let client: Promise<{ s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | null = null;
  const connect = () => {
    client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        // Checksums only where S3 demands them: several S3-compatible stores refuse
        // the SDK's default CRC32 trailers on PutObject.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return client;
  };

  return {
    async put(key, data) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: s3ObjectKey(key, options.prefix),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const { s3, sdk } = await connect();
      // One request per key: DeleteObjects needs Content-MD5, which not every S3-compatible store takes.
      await Promise.all(
        keys.map((key) =>
          s3.send(
            new sdk.DeleteObjectCommand({
              Bucket: options.bucket,
              Key: s3ObjectKey(key, options.prefix),
            }),
          ),
        ),
      );
    },
  };
}
