import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountOpeningMessages as M, UPLOAD_LIMITS } from '@bank/contracts/account-opening';
import { Clock } from '../../../../../shared/clock.js';
import { sqlRun } from '../../../../../shared/database/sql.js';
import type { DocumentStorage } from '../../../domain/document-storage.js';
import { OnboardingThrottled } from '../../../domain/onboarding.errors.js';
import { DOCUMENT_STORAGE } from '../../../onboarding.tokens.js';
import { AttemptLimiter } from '../../attempt-limiter.js';
import { hashDraftToken, UploadSigner } from '../../upload-signer.js';

/** Upload URLs one IP may ask for in an hour: six documents, with room to retry. */
export const UPLOAD_URLS_PER_IP_PER_HOUR = 30;

/** A signed, single-use URL for one file of the draft `draftToken` names. */
export class IssueUploadUrl {
  constructor(readonly draftToken: string, readonly ip: string | null) {}
}

@CommandHandler(IssueUploadUrl)
export class IssueUploadUrlHandler implements ICommandHandler<IssueUploadUrl, string> {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: AttemptLimiter,
    private readonly signer: UploadSigner,
    private readonly clock: Clock,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  async execute({ draftToken, ip }: IssueUploadUrl): Promise<string> {
    const claimed = await this.limiter.claim([{ bucket: 'upload-url', key: ip ?? 'unknown', max: UPLOAD_URLS_PER_IP_PER_HOUR, windowMinutes: 60 }]);
    if (!claimed) throw new OnboardingThrottled(M.UPLOAD_THROTTLED);
    const id = randomUUID();
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_LIMITS.URL_EXPIRES_MINUTES * 60_000);
    await sqlRun(this.em, `insert into onboarding.document_uploads (id, draft_hash, issued_ip, expires_at) values ($1, $2, $3, $4)`,
      [id, hashDraftToken(draftToken), ip, expiresAt]);
    const direct = await this.storage.directUpload(id, null, expiresAt);
    if (direct) return direct;
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `/api/objects/uploads/${id}?expires=${expires}&signature=${this.signer.sign(id, expires)}`;
  }
}
