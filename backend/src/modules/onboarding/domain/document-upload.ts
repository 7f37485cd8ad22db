/**
 * One signed upload URL and the file sent to it: issued to a browser's application draft, stored
 * once (checked by content first), then taken by the application that draft submits. A file no
 * application took is purged. Plain class: mapped in infrastructure.
 */
export class DocumentUpload {
  id!: string;
  /** SHA-256 of the draft token (the browser's cookie): only the hash is kept. */
  draftHash!: string;
  issuedIp!: string | null;
  expiresAt!: Date;
  status!: 'issued' | 'stored';
  contentType!: string | null;
  size!: number | null;
  sha256!: string | null;
  storedAt!: Date | null;
  applicationId!: string | null;
  documentField!: string | null;
  createdAt!: Date;

  static issue(p: { id: string; draftHash: string; ip: string | null; expiresAt: Date; at: Date }): DocumentUpload {
    return Object.assign(new DocumentUpload(), {
      id: p.id, draftHash: p.draftHash, issuedIp: p.ip, expiresAt: p.expiresAt, status: 'issued' as const, contentType: null, size: null,
      sha256: null, storedAt: null, applicationId: null, documentField: null, createdAt: p.at,
    });
  }

  /** The checked file arrives: stored, or why not (its URL was used already, or has expired). */
  store(file: { contentType: string; size: number; sha256: string }, at: Date): 'stored' | 'used' | 'expired' {
    if (this.status === 'stored') return 'used';
    if (this.expiresAt <= at) return 'expired';
    Object.assign(this, file, { status: 'stored', storedAt: at });
    return 'stored';
  }

  /** Whether the application the draft submits may take this file: the same draft's, stored, not taken yet. */
  canBeTakenBy(draftHash: string): boolean {
    return this.draftHash === draftHash && this.status === 'stored' && this.applicationId === null;
  }

  takeInto(applicationId: string, documentField: string): void {
    if (this.status !== 'stored' || this.applicationId !== null) throw new Error(`upload ${this.id} cannot be taken`);
    this.applicationId = applicationId;
    this.documentField = documentField;
  }
}
