import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/clock.js';
import { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../../shared/outbox/outbox.js';
import { checkSignatureData, Signature } from '../../../domain/signature.js';
import type { SignatureRepository } from '../../../domain/signature.repository.js';
import { SIGNATURE_REPOSITORY } from '../../../identity.tokens.js';
import { SignatureSaved } from '../../../public/identity.events.js';
import { PasswordCheck, type CredentialsSaved } from '../../password-check.js';
import { SaveSignature } from './save-signature.command.js';

@CommandHandler(SaveSignature)
export class SaveSignatureHandler implements ICommandHandler<SaveSignature, CredentialsSaved> {
  constructor(
    @Inject(SIGNATURE_REPOSITORY) private readonly signatures: SignatureRepository,
    private readonly passwordCheck: PasswordCheck,
    private readonly tx: TransactionRunner,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, signatureData, proof }: SaveSignature): Promise<CredentialsSaved> {
    const data = checkSignatureData(signatureData);
    const passwordConfirmed = (await this.signatures.exists(userId)) && (await this.passwordCheck.beforeReplacing(userId, proof));
    await this.tx.run(async () => {
      await this.signatures.save(Signature.create({ id: randomUUID(), userId, signatureData: data }, this.clock.now()));
      await this.outbox.record(new SignatureSaved({ userId }));
    });
    return { passwordConfirmed };
  }
}
