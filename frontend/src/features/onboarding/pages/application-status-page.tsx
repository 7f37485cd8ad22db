import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Tag, Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import {
  AccountOpeningMessages as M, APPLICATION_STATUS_LABELS, REFERENCE_NUMBER_PATTERN, REVIEW_BUSINESS_DAYS,
  type ApplicationStatus, type ApplicationStatusDto, type ApplicationStatusRequest,
} from '@bank/contracts/account-opening';
import { errorMessage } from '../../../shared/api-client';
import { formatDateTime } from '../../../shared/dates';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useApplicationStatus } from '../api/application-status';
import { OpeningShell } from '../components/opening-shell';

const STATUS_COLORS: Record<ApplicationStatus, string> = { submitted: 'blue', under_review: 'gold', approved: 'green', rejected: 'red' };

/**
 * `/open-account/status` (signed out; beyond SPEC, see docs/decisions/account-opening.md): the
 * applicant follows the application with its reference and their date of birth. Once it is
 * approved the customer ID and the password come by email (the activation link), never here.
 */
export function ApplicationStatusPage() {
  useDocumentTitle('Application Status');
  const location = useLocation();
  const initialReference = (location.state as { referenceNumber?: string } | null)?.referenceNumber ?? '';
  const [form] = Form.useForm<ApplicationStatusRequest>();
  const lookup = useApplicationStatus();
  const [status, setStatus] = useState<ApplicationStatusDto | null>(null);

  const check = (values: ApplicationStatusRequest) => {
    const request = { referenceNumber: values.referenceNumber.trim().toUpperCase(), dateOfBirth: values.dateOfBirth };
    setStatus(null);
    lookup.mutate(request, {
      onSuccess: (answer) => {
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

      {status && <StatusResult status={status} />}
    </OpeningShell>
  );
}

function StatusResult({ status }: { status: ApplicationStatusDto }) {
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
        <Typography.Paragraph className="status-result__note" data-testid="activation-note">
          {status.canSetPassword ? M.ACTIVATION_EMAILED : 'Your account is open. Sign in with your customer ID and password.'}{' '}
          <Link to="/login">Sign in</Link>
        </Typography.Paragraph>
      )}
    </section>
  );
}
