import { SecurityMessages } from '@bank/contracts/security';
import { ValidationFailed } from '../../../shared/errors/domain-error.js';
import { checkSecurityQuestions, normalizeAnswer, SecurityQuestions } from './security-questions.js';
import { SECURITY_MESSAGES } from './security.errors.js';

const someQuestions = (overrides: Record<string, unknown> = {}) => ({
  question1: 'What was the name of your first pet?', question2: 'In what city were you born?', question3: 'What was your first car?',
  answer1: 'Rex', answer2: 'Lisbon', answer3: 'Beetle', ...overrides,
});

function refusal(input: Record<string, unknown>): ValidationFailed {
  try {
    checkSecurityQuestions(input);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationFailed);
    return error as ValidationFailed;
  }
  throw new Error('expected the questions to be refused');
}

describe('security questions rules', () => {
  it('accepts three different questions and returns them trimmed with the answers normalized', () => {
    expect(checkSecurityQuestions(someQuestions({ question1: '  What was the name of your first pet?  ', answer2: '  LisBon ' }))).toEqual({
      questions: ['What was the name of your first pet?', 'In what city were you born?', 'What was your first car?'],
      answers: ['rex', 'lisbon', 'beetle'],
    });
  });

  it.each([
    [{ question2: 'Pet?' }, 'question2', SECURITY_MESSAGES.QUESTION_TOO_SHORT],
    [{ question3: '  abcd  ' }, 'question3', SECURITY_MESSAGES.QUESTION_TOO_SHORT],
    [{ answer1: 'x' }, 'answer1', SECURITY_MESSAGES.ANSWER_TOO_SHORT],
    [{ answer3: ' y ' }, 'answer3', SECURITY_MESSAGES.ANSWER_TOO_SHORT],
    [{ answer2: undefined }, 'answer2', SECURITY_MESSAGES.QUESTIONS_REQUIRED],
    [{ question1: '   ' }, 'question1', SECURITY_MESSAGES.QUESTIONS_REQUIRED],
    [{ question1: 42 }, 'question1', SECURITY_MESSAGES.QUESTIONS_REQUIRED],
    [{ question1: 'q'.repeat(201) }, 'question1', SECURITY_MESSAGES.QUESTION_TOO_LONG],
    [{ answer1: 'a'.repeat(101) }, 'answer1', SECURITY_MESSAGES.ANSWER_TOO_LONG],
    [{ question3: 'in what  CITY were you born? ' }, 'question3', SECURITY_MESSAGES.QUESTIONS_NOT_DIFFERENT],
  ])('refuses %j: %s "%s"', (change, field, message) => {
    const error = refusal(someQuestions(change));
    expect(error.message).toBe(message);
    expect(error.details).toEqual([{ field, message }]);
  });

  it('lists every broken rule', () => {
    expect(refusal({}).details).toHaveLength(6);
  });

  it('hashes answers compared case-insensitively after trimming', () => {
    expect(normalizeAnswer('  Rex The Dog ')).toBe('rex the dog');
  });

  it('finds a question and its answer hash by index', () => {
    const questions = SecurityQuestions.create({ id: 'q', userId: 'u', questions: ['Q1 ?', 'Q2 ?', 'Q3 ?'], answerHashes: ['h1', 'h2', 'h3'] }, new Date());
    expect([questions.questionAt(2), questions.answerHashAt(3)]).toEqual(['Q2 ?', 'h3']);
  });

  it('uses the same words as the client (contracts)', () => {
    for (const [key, text] of Object.entries(SECURITY_MESSAGES)) expect(SecurityMessages[key as keyof typeof SecurityMessages]).toBe(text);
    expect(SecurityMessages.incorrectAnswer(2)).toBe('Incorrect answer. 2 attempts remaining.');
    expect(SecurityMessages.incorrectCode(2)).toBe('Incorrect code. 2 attempts remaining.');
  });
});
