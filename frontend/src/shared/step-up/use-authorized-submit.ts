import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { ErrorCode } from '@bank/contracts/errors';
import { PaymentMessages } from '@bank/contracts/payments';
import { ApiError } from '../api-client';
import { newIdempotencyKey } from '../idempotency-key';
import { notify } from '../notify';

/** Filling in the form, checking the confirm dialog, or in the authorization dialog. */
export type SubmitStage = 'editing' | 'confirming' | 'authorizing';

/** The transfer's mutation: the draft is posted with the step-up token under one idempotency key. */
export interface AuthorizedPost<Draft> {
  mutate(
    input: { request: Draft & { authorizationToken: string }; idempotencyKey: string },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

/**
 * A money-moving form's submit: a valid form becomes a draft to confirm, the confirmed draft is
 * authorized (AuthorizationDialog), and exactly that draft is posted with the token.
 */
export function useAuthorizedSubmit<Draft extends object>(form: FormInstance, post: AuthorizedPost<Draft>) {
  const [stage, setStage] = useState<SubmitStage>('editing');
  const [draft, setDraft] = useState<Draft | null>(null);
  const idempotencyKey = useRef('');

  const review = (next: Draft) => {
    setDraft(next);
    // Each confirmation is a new submission; a retry of the same post keeps its key and moves the money once.
    idempotencyKey.current = newIdempotencyKey();
    setStage('confirming');
  };

  const authorized = (authorizationToken: string) => {
    setStage('editing');
    if (!draft) return;
    post.mutate(
      { request: { ...draft, authorizationToken }, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          form.resetFields();
          setDraft(null);
        },
        onError: (error) => {
          // The server's field messages go next to the fields as well as into the toast.
          if (error instanceof ApiError && error.code === ErrorCode.VALIDATION) {
            form.setFields(error.details.map((detail) => ({ name: detail.field, errors: [detail.message] })));
          }
        },
      },
    );
  };

  const authorizationFailed = (message: string) => {
    setStage('editing');
    notify.error({ title: PaymentMessages.TRANSFER_FAILED_TITLE, description: message });
  };

  return {
    stage,
    draft,
    review,
    confirmed: () => setStage('authorizing'),
    backToEditing: () => setStage('editing'),
    authorized,
    authorizationFailed,
    /** The submit button waits while a dialog is open or the transfer is on its way. */
    busy: post.isPending || stage !== 'editing',
  };
}
