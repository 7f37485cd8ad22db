import { defineEntity, p } from '@mikro-orm/core';
import { SecurityQuestions } from '../../domain/security-questions.js';

export const SecurityQuestionsSchema = defineEntity({
  class: SecurityQuestions,
  schema: 'identity',
  tableName: 'user_security_questions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().unique(),
    question1: p.text(),
    question2: p.text(),
    question3: p.text(),
    answer1Hash: p.text().fieldName('answer1_hash'),
    answer2Hash: p.text().fieldName('answer2_hash'),
    answer3Hash: p.text().fieldName('answer3_hash'),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
