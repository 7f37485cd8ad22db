/**
 * Where uploaded documents live (docs/decisions/document-storage.md). PostgreSQL by default; an
 * S3-compatible adapter would answer `directUpload` with a presigned PUT URL so the browser sends
 * the file straight to the bucket, and would add `inspect` and `seal` so the app checks and
 * freezes the object at submission instead of on the PUT.
 */
export interface StoredDocument {
  contentType: string;
  bytes: Buffer;
}

export interface DocumentStorage {
  /**
   * A URL the browser may PUT the file to directly until `expiresAt`, or null when the file goes
   * through the app's own signed upload route (the PostgreSQL adapter).
   */
  directUpload(key: string, contentType: string | null, expiresAt: Date): Promise<string | null>;
  /** Stores the checked bytes under `key` (joins the caller's transaction where the store can). */
  put(key: string, contentType: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<StoredDocument | null>;
  /** Deletes what exists of `keys`; answers how many were deleted. */
  delete(keys: string[]): Promise<number>;
}
