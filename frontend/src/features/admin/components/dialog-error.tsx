import { useState } from 'react';
import { Alert, type FormInstance } from 'antd';
import { errorMessage } from '../../../shared/api-client';
import { showServerFieldErrors } from '../../../shared/ui/server-field-errors';

/**
 * A dialog's failed save, shown where the administrator is looking (issue 28.15): the server's
 * field messages under their fields, anything else once above the form; never also a toast
 * (the dialog's change is used `{ inline: true }`).
 */
export function useDialogError(form: FormInstance) {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    show: (error: unknown, fallback: string) => setMessage(showServerFieldErrors(form, error) ? null : errorMessage(error, fallback)),
  };
}

export function DialogError({ message }: { message: string | null }) {
  return message ? <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16 }} /> : null;
}
