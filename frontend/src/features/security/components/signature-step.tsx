import { Button } from 'antd';
import { useRef } from 'react';
import { SecurityMessages } from '@bank/contracts/security';
import { notify } from '../../../shared/notify';
import { SignaturePad, type SignaturePadHandle } from '../../../shared/ui/signature-pad';
import { useSaveSignature } from '../api/save-signature';

interface SignatureStepProps {
  onBack: () => void;
  onSaved: () => void;
}

/** "Signature Required - Please draw…": a title and a description in one contracts string. */
const [REQUIRED_TITLE, REQUIRED_DESCRIPTION] = SecurityMessages.SIGNATURE_REQUIRED.split(' - ');

/** Step 2: the signature drawn on a 400x200 canvas (SPEC 2.15). */
export function SignatureStep({ onBack, onSaved }: SignatureStepProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const save = useSaveSignature();

  const submit = () => {
    if (!pad.current || pad.current.isEmpty()) {
      notify.error({ title: REQUIRED_TITLE, description: REQUIRED_DESCRIPTION });
      return;
    }
    save.mutate({ signatureData: pad.current.toDataURL() }, { onSuccess: onSaved });
  };

  return (
    <div data-tour="security-signature" className="signature-step">
      <p className="security-page__lead">
        Draw your signature in the box. You will draw it again to authorize each transfer.
      </p>
      <SignaturePad ref={pad} label="Signature pad: draw your signature" disabled={save.isPending} />
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
