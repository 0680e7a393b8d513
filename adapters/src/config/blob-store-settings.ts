/** Where media blobs live: files under DATA_DIR, or an S3-compatible bucket. */
export type BlobStoreSettings = { kind: 'fs' } | ({ kind: 's3' } & S3Settings);

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...). */
export interface S3Settings {
  /** [S3_ENDPOINT] unset for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, most self-hosted stores). */
  forcePathStyle: boolean;
  /** Both or neither; neither means the SDK's own chain (environment, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Key prefix inside the bucket ('' or ending in `/`). */
  prefix: string;
}

/** The environment variables of the blob store, as parsed by the config schema. */
export interface BlobStoreEnv {
  BLOB_STORE: 'fs' | 's3';
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PREFIX?: string | undefined;
}

/**
 * The blob store settings, or the problems that prevent them (each starting with the variable's
 * name, as the other configuration errors do).
 */
export function blobStoreSettings(e: BlobStoreEnv): { settings: BlobStoreSettings } | { issues: string[] } {
  if (e.BLOB_STORE === 'fs') return { settings: { kind: 'fs' } };
  const issues: string[] = [];
  if (!e.S3_BUCKET) issues.push('S3_BUCKET: required when BLOB_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    issues.push(
      `${e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys, or neither to use the AWS SDK's credential chain`,
    );
  }
  if (issues.length || !e.S3_BUCKET) return { issues };
  const prefix = (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    settings: {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      // Self-hosted stores rarely have wildcard DNS for bucket subdomains; AWS itself prefers virtual hosts.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      prefix: prefix ? `${prefix}/` : '',
    },
  };
}
