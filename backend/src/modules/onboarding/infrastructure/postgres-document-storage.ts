import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, sqlRun } from '../../../shared/database/sql.js';
import type { DocumentStorage, StoredDocument } from '../domain/document-storage.js';

/** The default adapter: files in a bytea table, so the embedded server needs nothing set up. */
@Injectable()
export class PostgresDocumentStorage implements DocumentStorage {
  constructor(private readonly em: EntityManager) {}

  /** Files go through the app's own signed route. */
  async directUpload(): Promise<string | null> {
    return null;
  }

  async put(key: string, contentType: string, bytes: Buffer): Promise<void> {
    await sqlRun(this.em, `insert into onboarding.document_objects (key, content_type, content) values ($1, $2, $3)`, [key, contentType, bytes]);
  }

  async get(key: string): Promise<StoredDocument | null> {
    const [row] = await sql<{ content_type: string; content: Buffer }>(this.em, `select content_type, content from onboarding.document_objects where key = $1`, [key]);
    return row ? { contentType: row.content_type, bytes: row.content } : null;
  }

  async delete(keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    return sqlRun(this.em, `delete from onboarding.document_objects where key = any($1::text[])`, [keys]);
  }
}
