import { Form, Input, Modal, Select } from 'antd';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@bank/contracts/accounts';

export const paymentStatusOptions = TRANSACTION_STATUSES.map((s) => ({ value: s, label: s }));

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
  onSave: (values: PaymentStatusValues) => void;
  onClose: () => void;
}

/**
 * The Edit Status dialog of both Payments subtabs. SPEC 4/5: the current status preselected (or
 * 'processing'), status required, notes optional and trimmed; the credit note is shown to the customer.
 */
export function PaymentStatusDialog({ name, current, saving, onSave, onClose }: PaymentStatusDialogProps) {
  const [form] = Form.useForm<PaymentStatusValues>();
  return (
    <Modal open title={`Edit status: ${name}`} onCancel={onClose} okText="Update Status" confirmLoading={saving}
      onOk={() => form.validateFields().then((v) => onSave({ status: v.status, adminNotes: v.adminNotes?.trim() ?? '', creditNote: v.creditNote?.trim() ?? '' }))}>
      <Form form={form} layout="vertical" initialValues={{ status: current.status ?? 'processing', adminNotes: current.adminNotes ?? '', creditNote: current.creditNote ?? '' }}>
        <Form.Item name="status" label="Status" rules={[{ required: true }]}><Select options={paymentStatusOptions} /></Form.Item>
        <Form.Item name="adminNotes" label="Admin notes"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
        <Form.Item name="creditNote" label="Credit note (visible to the customer)"><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}
