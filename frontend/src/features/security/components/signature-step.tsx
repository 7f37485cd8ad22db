import { Button, Form } from 'antd';
import { useRef, useState } from 'react';
import { SecurityMessages } from '@bank/contracts/security';
import { notify } from '../../../shared/notify';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';
import { SignaturePad, type SignaturePadHandle } from '../../../shared/ui/signature-pad';
import { useSaveSignature } from '../api/save-signature';
import { CurrentPasswordField, PASSWORD_ERRORS, passwordRequired } from './current-password-field';

interface SignatureStepProps {
  /** Replacing a registered signature: the server asks for the current password. */
  askPassword: boolean;
  onBack: () => void;
  onSaved: () => void;
}

/** "Signature Required - Please draw…": a title and a description in one contracts string. */
const [REQUIRED_TITLE, REQUIRED_DESCRIPTION] = SecurityMessages.SIGNATURE_REQUIRED.split(' - ');

/** Step 2: the signature drawn on a 400x200 canvas (SPEC 2.15). */
export function SignatureStep({ askPassword, onBack, onSaved }: SignatureStepProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const save = useSaveSignature();
  const [form] = Form.useForm<{ currentPassword?: string }>();
  const [asking, setAsking] = useState(askPassword);

  const submit = async () => {
    if (!pad.current || pad.current.isEmpty()) {
      notify.error({ title: REQUIRED_TITLE, description: REQUIRED_DESCRIPTION });
      return;
    }
    let currentPassword: string | undefined;
    if (asking) {
      try {
        ({ currentPassword } = await form.validateFields());
      } catch {
        return; // the field says what is missing
      }
    }
    save.mutate({ signatureData: pad.current.toDataURL(), currentPassword }, {
      onSuccess: onSaved,
      onError: (error) => {
        if (passwordRequired(error)) setAsking(true);
        showServerFieldErrors(form, error, PASSWORD_ERRORS);
      },
    });
  };

  return (
    <div data-tour="security-signature" className="signature-step">
      <p className="security-page__lead">
        Draw your signature in the box. You will draw it again to authorize each transfer.
      </p>
      <SignaturePad ref={pad} label="Signature pad: draw your signature" disabled={save.isPending} />
      {asking && (
        <Form form={form} layout="vertical" requiredMark={false} className="signature-step__password" onFinish={submit}>
          <CurrentPasswordField />
        </Form>
      )}
      <div className="signature-step__actions">
        <Button onClick={onBack} disabled={save.isPending}>
          Back
        </Button>
        <Button type="primary" onClick={submit} loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Signature'}
        </Button>
      </div>
    </div>
  );
}
