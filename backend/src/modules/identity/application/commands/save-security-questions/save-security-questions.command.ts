import type { SecurityQuestionsInput } from '../../../domain/security-questions.js';
import { NO_PROOF, type CredentialsProof } from '../../password-check.js';

/**
 * Sets or replaces the customer's three questions and answers (the answers are stored hashed).
 * Replacing them needs `proof` (PasswordCheck.beforeReplacing); the answer tells whether this
 * request confirmed the password.
 */
export class SaveSecurityQuestions {
  constructor(readonly userId: string, readonly input: SecurityQuestionsInput, readonly proof: CredentialsProof = NO_PROOF) {}
}
