import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Tag, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import {
  AccountOpeningMessages as M, APPLICATION_STATUS_LABELS, REFERENCE_NUMBER_PATTERN, REVIEW_BUSINESS_DAYS,
  type ApplicationStatus, type ApplicationStatusDto, type ApplicationStatusRequest,
} from '@bank/contracts/account-opening';
import { PROFILE, ProfileMessages as P } from '@bank/contracts/profile';
import { errorMessage } from '../../../shared/api-client';
import { formatDateTime } from '../../../shared/dates';
import { notify } from '../../../shared/notify';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useApplicationStatus, useSetApplicantPassword } from '../api/application-status';
import { OpeningShell } from '../components/opening-shell';

const STATUS_COLORS: Record<ApplicationStatus, string> = { submitted: 'blue', under_review: 'gold', approved: 'green', rejected: 'red' };

/**
 * `/open-account/status` (signed out; beyond SPEC, see docs/decisions/account-opening.md): the
 * applicant follows the application with its reference and their date of birth, and once it is
 * approved learns their customer ID and chooses a password.
 */
export function ApplicationStatusPage() {
  useDocumentTitle('Application Status');
  const location = useLocation();
  const initialReference = (location.state as { referenceNumber?: string } | null)?.referenceNumber ?? '';
  const [form] = Form.useForm<ApplicationStatusRequest>();
  const lookup = useApplicationStatus();
  const [asked, setAsked] = useState<ApplicationStatusRequest | null>(null);
  const [status, setStatus] = useState<ApplicationStatusDto | null>(null);

  const check = (values: ApplicationStatusRequest) => {
    const request = { referenceNumber: values.referenceNumber.trim().toUpperCase(), dateOfBirth: values.dateOfBirth };
    setStatus(null);
    lookup.mutate(request, {
      onSuccess: (answer) => {
        setAsked(request);
        setStatus(answer);
      },
    });
  };

  return (
    <OpeningShell title="Application Status" intro="Enter the reference number you received when you applied, and your date of birth.">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={check} initialValues={{ referenceNumber: initialReference }}
        className="status-form" onValuesChange={() => lookup.reset()}>
        <Form.Item label="Reference number" name="referenceNumber" normalize={(v: string) => v.toUpperCase()}
          rules={[{ required: true, whitespace: true, message: M.REFERENCE_REQUIRED }]}>
          <Input placeholder="AO-XXXXXXXXXX" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item label="Date of birth" name="dateOfBirth" rules={[{ required: true, message: M.DATE_OF_BIRTH_REQUIRED }]}>
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Form.Item className="status-form__submit">
          <Button type="primary" htmlType="submit" loading={lookup.isPending}>Check Status</Button>
        </Form.Item>
      </Form>

      {lookup.isError && (
        <Alert type="error" showIcon role="alert" className="status-result"
          title={errorMessage(lookup.error, M.STATUS_NOT_FOUND)}
          description={REFERENCE_NUMBER_PATTERN.test(form.getFieldValue('referenceNumber') ?? '') ? undefined : 'Reference numbers look like AO-7K2M9QX4PD.'} />
      )}

      {status && asked && <StatusResult status={status} asked={asked} />}
    </OpeningShell>
  );
}

function StatusResult({ status, asked }: { status: ApplicationStatusDto; asked: ApplicationStatusRequest }) {
  // The customer id is sent once; keep it for as long as the page is open.
  const [customerId] = useState(status.customerId);
  const [passwordSet, setPasswordSet] = useState(false);
  return (
    <section className="status-result" aria-label="Application status">
      <Descriptions bordered size="small" column={1}
        items={[
          { key: 'reference', label: 'Reference', children: status.referenceNumber },
          { key: 'status', label: 'Status', children: <Tag color={STATUS_COLORS[status.status]} data-testid="application-status">{APPLICATION_STATUS_LABELS[status.status]}</Tag> },
          { key: 'submitted', label: 'Submitted', children: formatDateTime(status.submittedAt) },
          ...(status.decidedAt ? [{ key: 'decided', label: 'Decided', children: formatDateTime(status.decidedAt) }] : []),
          ...(status.rejectionReason ? [{ key: 'reason', label: 'Reason', children: status.rejectionReason }] : []),
        ]}
      />
      {status.status === 'submitted' && !status.emailVerified && (
        <Alert type="warning" showIcon className="status-result__note" data-testid="email-not-verified" title={M.EMAIL_NOT_VERIFIED} />
      )}
      {(status.status === 'submitted' || status.status === 'under_review') && status.emailVerified && (
        <Typography.Paragraph className="status-result__note">
          We review every application within {REVIEW_BUSINESS_DAYS}. Check back here; nothing else is needed from you for now.
        </Typography.Paragraph>
      )}
      {status.status === 'rejected' && (
        <Typography.Paragraph className="status-result__note">
          You are welcome to apply again once the reason above is resolved. <Link to="/open-account">Start a new application</Link>
        </Typography.Paragraph>
      )}
      {status.status === 'approved' && (
        <>
          {customerId && (
            <Alert type="success" showIcon className="status-result__id"
              title={<>Your customer ID is <Typography.Text strong copyable data-testid="new-customer-id">{customerId}</Typography.Text></>}
              description="Write it down: you sign in with it, and this page shows it only once." />
          )}
          {status.canSetPassword && !passwordSet ? (
            <SetPasswordForm asked={asked} onDone={() => setPasswordSet(true)} />
          ) : (
            <Typography.Paragraph className="status-result__note">
              {passwordSet ? M.PASSWORD_SET : 'Your account is open. Sign in with your customer ID and password.'}{' '}
              <Link to="/login">Sign in</Link>
            </Typography.Paragraph>
          )}
        </>
      )}
    </section>
  );
}

interface PasswordValues { password: string; confirmPassword: string }

/** The approved applicant's first password, with the rules of every password in the app (SPEC 5). */
function SetPasswordForm({ asked, onDone }: { asked: ApplicationStatusRequest; onDone: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const setPassword = useSetApplicantPassword();
  const submit = (values: PasswordValues) =>
    setPassword.mutate({ ...asked, ...values }, {
      onSuccess: ({ message }) => {
        notify.success({ title: 'Password Set', description: message });
        onDone();
      },
      onError: (error) => notify.error({ title: 'Update Failed', description: errorMessage(error, P.PASSWORD_FAILED) }),
    });
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} className="status-password">
      <Typography.Title level={4} className="status-password__title">Choose your password</Typography.Title>
      <Form.Item label="Password" name="password" rules={[
        { required: true, message: P.PASSWORD_MIN },
        { min: PROFILE.PASSWORD_MIN_LENGTH, message: P.PASSWORD_MIN },
        { max: PROFILE.PASSWORD_MAX_LENGTH, message: P.PASSWORD_TOO_LONG },
      ]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm password" name="confirmPassword" dependencies={['password']} rules={[
        { required: true, message: P.CONFIRM_PASSWORD_REQUIRED },
        ({ getFieldValue }) => ({
          validator: (_, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(P.PASSWORDS_DONT_MATCH))),
        }),
      ]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={setPassword.isPending}>Set Password</Button>
    </Form>
  );
}
