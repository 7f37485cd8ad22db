import { ConfigProvider, Modal, type ThemeConfig } from 'antd';
// antd's prebuilt styles, fetched with this dialog: the build keeps no CSS-in-JS rules (vite.config.ts).
import 'antd/dist/antd.css';
import { BANK_THEME, useMotionPreference } from '../../../shared/antd-theme';

const DIALOG_THEME: ThemeConfig = { ...BANK_THEME, zeroRuntime: true };

interface ConsultationModalProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC 2.2 leaves the action open; we acknowledge the request and record nothing. */
export function ConsultationModal({ open, onClose }: ConsultationModalProps) {
  return (
    // Its own theme: on the landing page it loads without the app's providers.
    <ConfigProvider theme={useMotionPreference(DIALOG_THEME)}>
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
