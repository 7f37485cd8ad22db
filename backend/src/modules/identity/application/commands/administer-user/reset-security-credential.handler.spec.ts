import type { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import { NotFound } from '../../../../../shared/errors/domain-error.js';
import type { SecurityQuestionsRepository } from '../../../domain/security-questions.repository.js';
import type { SignatureRepository } from '../../../domain/signature.repository.js';
import type { StepUpRepository } from '../../../domain/step-up.repository.js';
import { User } from '../../../domain/user.js';
import type { UserRepository } from '../../../domain/user.repository.js';
import { ResetSecurityCredential } from '../../../public/admin-user.commands.js';
import { ResetSecurityCredentialHandler } from './administer-user.handlers.js';

const ID = '8a5c2f4e-1b3d-4e6f-9a7b-0c1d2e3f4a5b';

/** The bank resets a customer's questions or signature: the credential goes, and so do the transfers it consented to but not yet used. */
function setUp({ deleted = false } = {}) {
  const user = User.register({ id: ID, customerId: 'CUST1', email: 'c@example.test', passwordHash: 'h', firstName: 'A', lastName: 'B' }, new Date(0));
  if (deleted) user.markDeleted(new Date(0));
  const calls: string[] = [];
  const users = { lockById: async (id: string) => (id === ID ? user : null) } as unknown as UserRepository;
  const questions = { removeOf: async () => { calls.push('questions removed'); return true; } } as unknown as SecurityQuestionsRepository;
  const signatures = { removeOf: async () => { calls.push('signature removed'); return false; } } as unknown as SignatureRepository;
  const stepUp = { withdrawUnusedAuthorizations: async () => { calls.push('authorizations withdrawn'); return 2; } } as unknown as StepUpRepository;
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  return { handler: new ResetSecurityCredentialHandler(users, questions, signatures, stepUp, tx), calls };
}

describe('ResetSecurityCredential', () => {
  it('withdraws the unused authorizations and deletes the questions, answering whether there were any', async () => {
    const { handler, calls } = setUp();
    expect(await handler.execute(new ResetSecurityCredential(ID, 'questions'))).toBe(true);
    expect(calls).toEqual(['authorizations withdrawn', 'questions removed']);
  });

  it('the signature likewise; none to delete answers false', async () => {
    const { handler, calls } = setUp();
    expect(await handler.execute(new ResetSecurityCredential(ID, 'signature'))).toBe(false);
    expect(calls).toEqual(['authorizations withdrawn', 'signature removed']);
  });

  it('a deleted, unknown or malformed user is not found and nothing changes', async () => {
    for (const [userId, options] of [[ID, { deleted: true }], ['0b0b0b0b-0000-4000-8000-000000000000', {}], ['not-a-uuid', {}]] as const) {
      const { handler, calls } = setUp(options);
      await expect(Promise.resolve().then(() => handler.execute(new ResetSecurityCredential(userId, 'questions')))).rejects.toBeInstanceOf(NotFound);
      expect(calls).toEqual([]);
    }
  });
});
