import type { FormInstance } from 'antd';
import { ApiError } from '../api-client';

/**
 * Puts a failed save's field errors next to the fields (the toast says the same in one line).
 * The server names fields in `details`; `fieldsByCode` covers errors that name none, such as
 * an email taken by another customer (409) or a wrong current password. Returns whether any
 * field took a message (if none did, the caller shows the error once for the whole form).
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  fieldsByCode: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const errors = new Map<string, string[]>();
  for (const { field, message } of error.details) {
    if (known.has(field)) errors.set(field, [...(errors.get(field) ?? []), message]);
  }
  const byCode = fieldsByCode[error.code];
  if (byCode && known.has(byCode) && !errors.has(byCode)) errors.set(byCode, [error.message]);
  form.setFields([...errors].map(([name, messages]) => ({ name, errors: messages })));
  return errors.size > 0;
}
