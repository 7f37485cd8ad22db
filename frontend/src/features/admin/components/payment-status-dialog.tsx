import { Form, Input, Modal, Select } from 'antd';
import { DialogError, useDialogError } from './dialog-error';
import type { TransactionStatus } from '@bank/contracts/accounts';
import { TRANSACTION_STATUS_OPTIONS } from '../../../shared/ui/transaction-status-tag';

/** Each stored status by its label, under the customer status it shows as. */
export const paymentStatusOptions = TRANSACTION_STATUS_OPTIONS;

export interface PaymentStatusValues {
  status: TransactionStatus;
  adminNotes: string;
  creditNote: string;
}

interface PaymentStatusDialogProps {
  /** What is being edited, e.g. the transaction code or the reference number. */
  name: string;
  current: { status: TransactionStatus | null; adminNotes: string | null; creditNote: string | null };
  saving: boolean;
  /** Saves; a failure comes back through `onFailed` to show in the dialog. */
  onSave: (values: PaymentStatusValues, onFailed: (error: unknown) => void) => void;
  /** The change's fallback text when the server says nothing. */
  failure: string;
  onClose: () => void;
}

/**
 * The Edit Status dialog of both Payments subtabs. SPEC 4/5: the current status preselected (or
 * 'processing'), status required, notes optional and trimmed; the credit note is shown to the customer.
 */
export function PaymentStatusDialog({ name, current, saving, onSave, failure: fallback, onClose }: PaymentStatusDialogProps) {
  const [form] = Form.useForm<PaymentStatusValues>();
  const failure = useDialogError(form);
  return (
    <Modal open title={`Edit status: ${name}`} onCancel={onClose} okText="Update Status" confirmLoading={saving} onOk={() => form.submit()}>
      <DialogError message={failure.message} />
      <Form form={form} layout="vertical"
        onFinish={(v) => {
          failure.clear();
          onSave({ status: v.status, adminNotes: v.adminNotes?.trim() ?? '', creditNote: v.creditNote?.trim() ?? '' }, (error) => failure.show(error, fallback));
        }}
        initialValues={{ status: current.status ?? 'processing', adminNotes: current.adminNotes ?? '', creditNote: current.creditNote ?? '' }}>
        <Form.Item name="status" label="Status" rules={[{ required: true }]}><Select options={paymentStatusOptions} /></Form.Item>
        <Form.Item name="adminNotes" label="Admin notes"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
        <Form.Item name="creditNote" label="Credit note (visible to the customer)"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}
