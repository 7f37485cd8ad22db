import type { DocumentUpload } from './document-upload.js';

/** Uploads' port (their records; the files are the DocumentStorage's); every method joins the caller's transaction. */
export interface DocumentUploadRepository {
  add(upload: DocumentUpload): Promise<void>;
  find(id: string): Promise<DocumentUpload | null>;
  /** Locked for the rest of the transaction: two PUTs to one URL, or two applications naming one file, take turns. */
  lock(id: string): Promise<DocumentUpload | null>;
  /** Those of `ids` that exist, locked in id order. */
  lockAll(ids: string[]): Promise<DocumentUpload[]>;
  save(upload: DocumentUpload): Promise<void>;
  /**
   * Up to `limit` uploads no application took, made before `before`, oldest first, locked with
   * skip locked (another run takes others); their ids.
   */
  lockUnreferenced(before: Date, limit: number): Promise<string[]>;
  remove(ids: string[]): Promise<void>;
}
