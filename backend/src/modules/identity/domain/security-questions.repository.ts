import type { SecurityQuestions } from './security-questions.js';

export interface SecurityQuestionsRepository {
  findByUserId(userId: string): Promise<SecurityQuestions | null>;
  exists(userId: string): Promise<boolean>;
  /** Stores the customer's questions, replacing any they had (one set per customer). */
  save(questions: SecurityQuestions): Promise<void>;
  /** Deletes the customer's questions (the bank reset them); whether there were any. */
  removeOf(userId: string): Promise<boolean>;
}
