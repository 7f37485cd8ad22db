import { failIfAny, SECURITY_MESSAGES } from './security.errors.js';

export type QuestionIndex = 1 | 2 | 3;
export const QUESTION_INDEXES: readonly QuestionIndex[] = [1, 2, 3];

const QUESTION_MIN = 5;
const QUESTION_MAX = 200;
const ANSWER_MIN = 2;
const ANSWER_MAX = 100;

type Field = 'question1' | 'question2' | 'question3' | 'answer1' | 'answer2' | 'answer3';
/** As received: every field may be missing or of the wrong type. */
export type SecurityQuestionsInput = { [K in Field]?: unknown };
type Three = [string, string, string];

/** Answers are compared case-insensitively after trimming (SPEC 5), so that is what gets hashed. */
export function normalizeAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}

/**
 * The rules of SPEC 5 (all required, questions >= 5 characters, answers >= 2, after trimming)
 * plus three different questions and sane maximum lengths. Every broken rule is listed.
 * Returns the trimmed questions and the normalized answers.
 */
export function checkSecurityQuestions(input: SecurityQuestionsInput): { questions: Three; answers: Three } {
  const details: { field: Field; message: string }[] = [];
  const read = (field: Field, min: number, max: number, tooShort: string, tooLong: string): string => {
    const value = typeof input?.[field] === 'string' ? (input[field] as string).trim() : '';
    if (value === '') details.push({ field, message: SECURITY_MESSAGES.QUESTIONS_REQUIRED });
    else if (value.length < min) details.push({ field, message: tooShort });
    else if (value.length > max) details.push({ field, message: tooLong });
    return value;
  };
  const question = (field: Field) => read(field, QUESTION_MIN, QUESTION_MAX, SECURITY_MESSAGES.QUESTION_TOO_SHORT, SECURITY_MESSAGES.QUESTION_TOO_LONG);
  const answer = (field: Field) => read(field, ANSWER_MIN, ANSWER_MAX, SECURITY_MESSAGES.ANSWER_TOO_SHORT, SECURITY_MESSAGES.ANSWER_TOO_LONG);

  const questions: Three = [question('question1'), question('question2'), question('question3')];
  const answers: Three = [answer('answer1'), answer('answer2'), answer('answer3')];
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    const key = q.toLowerCase().replace(/\s+/g, ' ');
    if (q !== '' && seen.has(key)) details.push({ field: `question${i + 1}` as Field, message: SECURITY_MESSAGES.QUESTIONS_NOT_DIFFERENT });
    seen.add(key);
  });
  failIfAny(details);
  return { questions, answers: answers.map(normalizeAnswer) as Three };
}

/** A customer's three questions and the hashes of their answers. Saving again (with the password) replaces them. */
export class SecurityQuestions {
  id!: string;
  userId!: string;
  question1!: string;
  question2!: string;
  question3!: string;
  answer1Hash!: string;
  answer2Hash!: string;
  answer3Hash!: string;
  createdAt!: Date;
  updatedAt!: Date;

  static create(props: { id: string; userId: string; questions: Three; answerHashes: Three }, now: Date): SecurityQuestions {
    const [question1, question2, question3] = props.questions;
    const [answer1Hash, answer2Hash, answer3Hash] = props.answerHashes;
    return Object.assign(new SecurityQuestions(), {
      id: props.id, userId: props.userId, question1, question2, question3, answer1Hash, answer2Hash, answer3Hash, createdAt: now, updatedAt: now,
    });
  }

  questionAt(index: QuestionIndex): string {
    return [this.question1, this.question2, this.question3][index - 1];
  }

  answerHashAt(index: QuestionIndex): string {
    return [this.answer1Hash, this.answer2Hash, this.answer3Hash][index - 1];
  }
}
