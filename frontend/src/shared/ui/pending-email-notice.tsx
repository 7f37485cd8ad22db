import { Alert, Button, Space } from 'antd';
import type { UserDto } from '@bank/contracts/identity';
import { ProfileMessages as M } from '@bank/contracts/profile';
import { errorMessage } from '../api-client';
import { useCancelEmailChange, useResendEmailChange } from '../email-change';
import { notify } from '../notify';

/**
 * Under the email field while a new address waits for its link: the email in force stays until
 * the link is opened. Resend sends a fresh link (the older stops working); Cancel drops the change.
 */
export function PendingEmailNotice({ user }: { user: UserDto }) {
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  if (!user.pendingEmail) return null;
  const failed = (fallback: string) => (error: unknown) => notify.error({ title: errorMessage(error, fallback) });
  return (
    <Alert
      type="info" showIcon data-testid="pending-email" style={{ marginBottom: 24 }}
      title={<>Pending verification: <strong style={{ overflowWrap: 'anywhere' }}>{user.pendingEmail}</strong> — we sent a link</>}
      description={
        <>
          Your email stays <strong style={{ overflowWrap: 'anywhere' }}>{user.email}</strong> until the link in that email is opened (within 24 hours).
          <Space wrap style={{ display: 'flex', marginTop: 8 }}>
            <Button size="small" loading={resend.isPending}
              onClick={() => resend.mutate(undefined, { onSuccess: ({ message }) => notify.success({ title: message }), onError: failed(M.EMAIL_CHANGE_THROTTLED) })}>
              Resend
            </Button>
            <Button size="small" loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: ({ message }) => notify.success({ title: message }), onError: failed(M.NO_EMAIL_CHANGE_PENDING) })}>
              Cancel
            </Button>
          </Space>
        </>
      }
    />
  );
}

/** What a saved profile form says: that the new email waits for its link, or the form's own words. */
export function profileSavedDescription(submittedEmail: string, updated: UserDto, saved: string): string {
  return updated.pendingEmail && updated.pendingEmail.toLowerCase() === submittedEmail.toLowerCase() ? M.EMAIL_CHANGE_SENT : saved;
}
