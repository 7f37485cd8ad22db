import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountOpeningMessages as M, UPLOAD_LIMITS } from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { DocumentStorage } from '../../../domain/document-storage.js';
import { DocumentUpload } from '../../../domain/document-upload.js';
import type { DocumentUploadRepository } from '../../../domain/document-upload.repository.js';
import { OnboardingThrottled } from '../../../domain/onboarding.errors.js';
import { DOCUMENT_STORAGE, DOCUMENT_UPLOAD_REPOSITORY } from '../../../onboarding.tokens.js';
import { AttemptLimiter, perIp } from '../../../../../shared/security/attempt-limiter.js';
import { hashToken, UploadSigner } from '../../upload-signer.js';

/** Upload URLs one IP may ask for in an hour: six documents, with room to retry. */
export const UPLOAD_URLS_PER_IP_PER_HOUR = 30;

/** A signed, single-use URL for one file of the draft `draftToken` names. */
export class IssueUploadUrl {
  constructor(readonly draftToken: string, readonly ip: string | null) {}
}

@CommandHandler(IssueUploadUrl)
export class IssueUploadUrlHandler implements ICommandHandler<IssueUploadUrl, string> {
  constructor(
    @Inject(DOCUMENT_UPLOAD_REPOSITORY) private readonly uploads: DocumentUploadRepository,
    private readonly tx: TransactionRunner,
    private readonly limiter: AttemptLimiter,
    private readonly signer: UploadSigner,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute({ draftToken, ip }: IssueUploadUrl): Promise<string> {
    const claimed = await this.limiter.claim([perIp('upload-url', ip, UPLOAD_URLS_PER_IP_PER_HOUR, 60)]);
    if (!claimed) throw new OnboardingThrottled(M.UPLOAD_THROTTLED);
    const id = randomUUID();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + UPLOAD_LIMITS.URL_EXPIRES_MINUTES * 60_000);
    await this.tx.run(() => this.uploads.add(DocumentUpload.issue({ id, draftHash: hashToken(draftToken), ip, expiresAt, at: now })));
    const direct = await this.storage.directUpload(id, null, expiresAt);
    if (direct) return direct;
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `/api/objects/uploads/${id}?expires=${expires}&signature=${this.signer.sign(id, expires)}`;
  }
}
