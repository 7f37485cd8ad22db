import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import {
  SECURITY_SETUP, SecurityMessages, SUGGESTED_SECURITY_QUESTIONS as SUGGESTED_QUESTIONS, type SaveSecurityQuestionsRequest,
} from '@bank/contracts/security';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';
import { useSaveSecurityQuestions } from '../api/save-security-questions';
import { CurrentPasswordField, PASSWORD_ERRORS, passwordRequired } from './current-password-field';

const SLOTS = [1, 2, 3] as const;

interface SecurityQuestionsStepProps {
  /** The current questions, to start from when changing them. */
  initialQuestions: (string | null)[];
  /** Replacing stored questions: the server asks for the current password. */
  askPassword: boolean;
  /** Tells whether the save confirmed the password (the server then spares the signature step asking again). */
  onSaved: (passwordConfirmed: boolean) => void;
  /** Offered when questions are already stored: go on to the signature without replacing them. */
  onSkip?: () => void;
}

/** Step 1: exactly three different questions and their answers (SPEC 2.15, 5). */
export function SecurityQuestionsStep({ initialQuestions, askPassword, onSaved, onSkip }: SecurityQuestionsStepProps) {
  const [form] = Form.useForm<SaveSecurityQuestionsRequest>();
  const [asking, setAsking] = useState(askPassword);
  const chosen = [Form.useWatch('question1', form), Form.useWatch('question2', form), Form.useWatch('question3', form)];
  const save = useSaveSecurityQuestions();

  const initialValues = Object.fromEntries(
    SLOTS.map((slot) => [`question${slot}`, SUGGESTED_QUESTIONS.find((question) => question === initialQuestions[slot - 1])]),
  );

  const submit = (values: SaveSecurityQuestionsRequest) => {
    save.mutate(
      { ...values, answer1: values.answer1.trim(), answer2: values.answer2.trim(), answer3: values.answer3.trim() },
      {
        onSuccess: () => onSaved(Boolean(values.currentPassword)),
        onError: (error) => {
          if (passwordRequired(error)) setAsking(true);
          // Every field is filled before the form submits, so each detail the server names is on screen.
          showServerFieldErrors(form, error, PASSWORD_ERRORS);
        },
      },
    );
  };

  const questionSlot = (slot: (typeof SLOTS)[number]) => (
    <div key={slot} className="security-question" role="group" aria-labelledby={`security-question-${slot}-heading`}>
      <h3 id={`security-question-${slot}-heading`} className="security-question__heading">
        Question {slot}
      </h3>
      <Form.Item
        className="security-question__question"
        label={`Security question ${slot}`}
        name={`question${slot}`}
        rules={[{ required: true, message: SecurityMessages.QUESTIONS_REQUIRED }]}
      >
        <Select
          placeholder="Choose a question"
          classNames={{ popup: { root: 'security-question__popup' } }}
          showSearch
          optionFilterProp="label"
          options={SUGGESTED_QUESTIONS.map((question) => ({
            value: question,
            label: question,
            // Each question once: the server refuses duplicates too.
            disabled: chosen.some((other, index) => index !== slot - 1 && other === question),
          }))}
        />
      </Form.Item>
      <Form.Item
        className="security-question__answer"
        label={`Answer ${slot}`}
        name={`answer${slot}`}
        rules={[
          { required: true, whitespace: true, message: SecurityMessages.QUESTIONS_REQUIRED },
          { min: SECURITY_SETUP.ANSWER_MIN_LENGTH, message: SecurityMessages.ANSWER_TOO_SHORT },
          { max: SECURITY_SETUP.ANSWER_MAX_LENGTH, message: SecurityMessages.ANSWER_TOO_LONG },
        ]}
      >
        <Input autoComplete="off" maxLength={SECURITY_SETUP.ANSWER_MAX_LENGTH} placeholder="Your answer" />
      </Form.Item>
    </div>
  );

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={initialValues}>
      <p className="security-page__lead">
        Choose three different questions whose answers only you know. Answers are not case-sensitive.
      </p>
      {/* The tutorial points at the first question: the whole form is taller than a phone's screen. */}
      <div data-tour="security-questions">{questionSlot(SLOTS[0])}</div>
      {SLOTS.slice(1).map(questionSlot)}
      {asking && <CurrentPasswordField />}
      <div className="security-page__actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Security Questions'}
        </Button>
        {onSkip && (
          <Button type="link" onClick={onSkip} disabled={save.isPending}>
            Keep my questions, go to signature
          </Button>
        )}
      </div>
    </Form>
  );
}
