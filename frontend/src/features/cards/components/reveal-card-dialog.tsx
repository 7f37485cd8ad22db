import { Form, Input, Modal } from 'antd';
import type { RevealedCardDto } from '@bank/contracts/cards';
import { CARD_REVEAL_SECONDS } from '@bank/contracts/cards';
import { errorMessage } from '../../../shared/api-client';
import { useRevealCard } from '../api/reveal-card';

interface RevealCardDialogProps {
  cardId: string;
  last4: string;
  open: boolean;
  onClose: () => void;
  onRevealed: (revealed: RevealedCardDto) => void;
}

/** Asks the password again before the full number and CVV are shown (for CARD_REVEAL_SECONDS). */
export function RevealCardDialog({ cardId, last4, open, onClose, onRevealed }: RevealCardDialogProps) {
  const [form] = Form.useForm<{ password: string }>();
  const reveal = useRevealCard();
  const submit = ({ password }: { password: string }) =>
    reveal.mutate({ cardId, password }, {
      onSuccess: (revealed) => {
        form.resetFields();
        onRevealed(revealed);
        onClose();
      },
      onError: (error) => form.setFields([{ name: 'password', errors: [errorMessage(error, 'The card details could not be shown')] }]),
    });

  return (
    <Modal
      open={open}
      title={`Show card details (ending ${last4})`}
      okText="Show details"
      onOk={() => form.submit()}
      confirmLoading={reveal.isPending}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <p>
        For your security, enter your password. The full number and CVV are shown for {CARD_REVEAL_SECONDS} seconds, and the
        bank keeps a record of each time they are shown.
      </p>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password to reveal the card details' }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
