import type { SecurityQuestionsInput } from '../../../domain/security-questions.js';

/** Sets or replaces the customer's three questions and answers (the answers are stored hashed). */
export class SaveSecurityQuestions {
  constructor(readonly userId: string, readonly input: SecurityQuestionsInput) {}
}
