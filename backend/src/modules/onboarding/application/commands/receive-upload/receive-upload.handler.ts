import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountOpeningMessages as M, UPLOAD_LIMITS, type UploadedObjectResponse } from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { DocumentStorage } from '../../../domain/document-storage.js';
import type { DocumentUploadRepository } from '../../../domain/document-upload.repository.js';
import { declaredDocumentType, sniffDocumentType } from '../../../domain/file-signature.js';
import { UploadRejected, UploadUrlExpired, UploadUrlInvalid, UploadUrlUsed } from '../../../domain/onboarding.errors.js';
import { DOCUMENT_STORAGE, DOCUMENT_UPLOAD_REPOSITORY } from '../../../onboarding.tokens.js';
import { objectPath, UploadSigner } from '../../upload-signer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signed URL's parts, checked before a byte of the body is read. */
export class CheckUploadUrl {
  constructor(readonly uploadId: string, readonly expires: unknown, readonly signature: unknown, readonly contentType: string | undefined, readonly declaredLength: number | null) {}
}

/**
 * The file sent to a signed URL: stored once when its declared type is PDF, JPEG or PNG, its first
 * bytes say the same, and it is 1 byte to 10 MB. Anything else is refused and nothing is stored.
 */
export class ReceiveUpload {
  constructor(readonly uploadId: string, readonly contentType: string | undefined, readonly bytes: Buffer) {}
}

@CommandHandler(CheckUploadUrl)
export class CheckUploadUrlHandler implements ICommandHandler<CheckUploadUrl, void> {
  constructor(@Inject(DOCUMENT_UPLOAD_REPOSITORY) private readonly uploads: DocumentUploadRepository, private readonly signer: UploadSigner, private readonly clock: Clock) {}

  async execute({ uploadId, expires, signature, contentType, declaredLength }: CheckUploadUrl): Promise<void> {
    if (!UUID.test(uploadId) || typeof expires !== 'string' || typeof signature !== 'string' || !this.signer.verify(uploadId, expires, signature)) {
      throw new UploadUrlInvalid(M.UPLOAD_URL_INVALID);
    }
    if (Number(expires) * 1000 <= this.clock.now().getTime()) throw new UploadUrlExpired(M.UPLOAD_URL_EXPIRED);
    const upload = await this.uploads.find(uploadId);
    // Purged, or never issued by this server: the signature is right only for URLs we issued, so purged.
    if (!upload) throw new UploadUrlExpired(M.UPLOAD_URL_EXPIRED);
    if (upload.status !== 'issued') throw new UploadUrlUsed(M.UPLOAD_URL_USED);
    if (!declaredDocumentType(contentType)) throw new UploadRejected(M.UPLOAD_TYPE);
    if (declaredLength !== null && declaredLength > UPLOAD_LIMITS.MAX_BYTES) throw new UploadRejected(M.UPLOAD_TOO_LARGE);
  }
}

@CommandHandler(ReceiveUpload)
export class ReceiveUploadHandler implements ICommandHandler<ReceiveUpload, UploadedObjectResponse> {
  constructor(
    @Inject(DOCUMENT_UPLOAD_REPOSITORY) private readonly uploads: DocumentUploadRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute({ uploadId, contentType, bytes }: ReceiveUpload): Promise<UploadedObjectResponse> {
    const declared = declaredDocumentType(contentType);
    if (!declared) throw new UploadRejected(M.UPLOAD_TYPE);
    if (bytes.length === 0) throw new UploadRejected(M.UPLOAD_EMPTY);
    if (bytes.length > UPLOAD_LIMITS.MAX_BYTES) throw new UploadRejected(M.UPLOAD_TOO_LARGE);
    if (sniffDocumentType(bytes) !== declared) throw new UploadRejected(M.UPLOAD_CONTENT_MISMATCH);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return this.tx.run(async () => {
      // Claims the URL: of two PUTs racing, the second waits for the first's lock and is refused as used.
      const upload = await this.uploads.lock(uploadId);
      const outcome = upload ? upload.store({ contentType: declared, size: bytes.length, sha256 }, this.clock.now()) : 'expired';
      if (outcome === 'used') throw new UploadUrlUsed(M.UPLOAD_URL_USED);
      if (outcome === 'expired') throw new UploadUrlExpired(M.UPLOAD_URL_EXPIRED);
      await this.uploads.save(upload!);
      await this.storage.put(uploadId, declared, bytes);
      return { objectPath: objectPath(uploadId), contentType: declared, size: bytes.length };
    });
  }
}
