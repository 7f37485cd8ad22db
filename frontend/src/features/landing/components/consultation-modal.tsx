import { ConfigProvider, Modal } from 'antd';
import { BANK_THEME, useMotionPreference } from '../../../shared/antd-theme';

interface ConsultationModalProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC 2.2 leaves the action open; we acknowledge the request and record nothing. */
export function ConsultationModal({ open, onClose }: ConsultationModalProps) {
  return (
    // Its own theme: on the landing page it loads without the app's providers.
    <ConfigProvider theme={useMotionPreference(BANK_THEME)}>
      <Modal
        open={open}
        onCancel={onClose}
        onOk={onClose}
        okText="Close"
        cancelButtonProps={{ style: { display: 'none' } }}
        title="Private Consultation"
        centered
      >
        <p>
          Thank you for your interest. A dedicated relationship manager will contact you to arrange a confidential
          consultation at a time that suits you.
        </p>
        <p style={{ marginBottom: 0 }}>
          In the meantime you can begin your application online — it takes only a few minutes.
        </p>
      </Modal>
    </ConfigProvider>
  );
}
