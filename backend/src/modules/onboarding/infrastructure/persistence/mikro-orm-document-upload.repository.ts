import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { DocumentUpload } from '../../domain/document-upload.js';
import type { DocumentUploadRepository } from '../../domain/document-upload.repository.js';

@Injectable()
export class MikroOrmDocumentUploadRepository implements DocumentUploadRepository {
  constructor(private readonly em: EntityManager) {}

  async add(upload: DocumentUpload): Promise<void> {
    await this.em.persist(upload).flush();
  }

  find(id: string): Promise<DocumentUpload | null> {
    return this.em.findOne(DocumentUpload, { id });
  }

  /** `for no key update` (MikroORM's lock modes stop at `for update`), mapped onto the class. */
  async lock(id: string): Promise<DocumentUpload | null> {
    return (await this.lockAll([id]))[0] ?? null;
  }

  async lockAll(ids: string[]): Promise<DocumentUpload[]> {
    const rows = await sql<Record<string, unknown>>(this.em,
      `select * from onboarding.document_uploads where id = any($1::uuid[]) order by id for no key update`, [ids]);
    return rows.map((row) => this.em.map(DocumentUpload, row));
  }

  async save(upload: DocumentUpload): Promise<void> {
    await this.em.persist(upload).flush();
  }

  /** On document_uploads_unreferenced_idx. */
  async lockUnreferenced(before: Date, limit: number): Promise<string[]> {
    const rows = await sql<{ id: string }>(this.em,
      `select id from onboarding.document_uploads where application_id is null and created_at < $1 order by created_at limit $2 for update skip locked`,
      [before, limit]);
    return rows.map((r) => r.id);
  }

  async remove(ids: string[]): Promise<void> {
    await this.em.nativeDelete(DocumentUpload, { id: { $in: ids } });
  }
}
