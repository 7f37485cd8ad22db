import { SecretSigner } from '../../../shared/security/secret-signer.js';
import { UploadSigner } from './upload-signer.js';

// Made by UploadSigner before SecretSigner existed (commit 864f171): upload URLs handed out then must still verify.
const SECRET = 'known-session-secret-for-signature-format-0123456789';
const UPLOAD_ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const EXPIRES = 1767225600;
const OLD_SIGNATURE = 'yJeuuuwKbNQWaJqt8GfJSK4C15c7TbO0LrDsINrqbgE';

describe('UploadSigner', () => {
  const uploads = new UploadSigner(new SecretSigner({ sessionSecret: SECRET }));

  it('signs as before, so existing upload URLs still verify', () => {
    expect(uploads.sign(UPLOAD_ID, EXPIRES)).toBe(OLD_SIGNATURE);
    expect(uploads.verify(UPLOAD_ID, String(EXPIRES), OLD_SIGNATURE)).toBe(true);
  });

  it('refuses another upload, another expiry, a malformed expiry or signature', () => {
    expect(uploads.verify('3b241101-e2bb-4255-8caf-4136c566a963', String(EXPIRES), OLD_SIGNATURE)).toBe(false);
    expect(uploads.verify(UPLOAD_ID, String(EXPIRES + 1), OLD_SIGNATURE)).toBe(false);
    expect(uploads.verify(UPLOAD_ID, `${EXPIRES}.5`, OLD_SIGNATURE)).toBe(false);
    expect(uploads.verify(UPLOAD_ID, String(EXPIRES), OLD_SIGNATURE.slice(0, 42))).toBe(false);
    expect(uploads.verify(UPLOAD_ID, String(EXPIRES), `${OLD_SIGNATURE.slice(0, 42)}é`)).toBe(false);
  });

  it('keeps upload signatures apart from other purposes', () => {
    expect(new SecretSigner({ sessionSecret: SECRET }).verify('page-cursor', `${UPLOAD_ID}.${EXPIRES}`, OLD_SIGNATURE)).toBe(false);
  });
});
