import { ValidationFailed } from '../errors/domain-error.js';
import { Keyset, PageCursors } from '../database/keyset.js';
import { SecretSigner } from './secret-signer.js';

// Made by PageCursors before SecretSigner existed (commit 864f171): cursors handed out then must still verify.
const SECRET = 'known-session-secret-for-signature-format-0123456789';
const keyset = new Keyset('transactions', [{ sql: 'created_at', type: 'timestamptz' }, { sql: 'id', type: 'uuid' }]);
const row = { keyset_0: '2026-01-02T03:04:05.678901Z', keyset_1: '0f0e0d0c-0b0a-4908-8706-050403020100' };
const BODY = 'WyIyMDI2LTAxLTAyVDAzOjA0OjA1LjY3ODkwMVoiLCIwZjBlMGQwYy0wYjBhLTQ5MDgtODcwNi0wNTA0MDMwMjAxMDAiXQ';
const OLD_CURSOR = `${BODY}.QQWrCUpixj6IRfZj1pjRRC`;

describe('SecretSigner', () => {
  const signer = new SecretSigner({ sessionSecret: SECRET });

  it('signs as PageCursors did, so existing cursors still verify', () => {
    const cursors = new PageCursors(signer);
    expect(cursors.encode(keyset, row)).toBe(OLD_CURSOR);
    expect(cursors.decode(keyset, OLD_CURSOR)).toEqual([row.keyset_0, row.keyset_1]);
  });

  it('refuses a cursor for another list, a changed one and one signed with another secret', () => {
    const cursors = new PageCursors(signer);
    const invalid = expect.any(ValidationFailed);
    expect(() => cursors.decode(new Keyset('accounts', keyset.keys), OLD_CURSOR)).toThrow(invalid);
    expect(() => cursors.decode(keyset, `${BODY}.QQWrCUpixj6IRfZj1pjRRD`)).toThrow(invalid);
    expect(() => cursors.decode(keyset, `${BODY}.QQWrCUpixj6IRfZj1pjRRé`)).toThrow(invalid);
    expect(() => cursors.decode(keyset, `.QQWrCUpixj6IRfZj1pjRRC`)).toThrow(invalid);
    expect(() => new PageCursors(new SecretSigner({ sessionSecret: 'another' })).decode(keyset, OLD_CURSOR)).toThrow(invalid);
  });

  it('keys each purpose apart', () => {
    const signature = signer.sign('one', 'text');
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(signer.verify('one', 'text', signature)).toBe(true);
    expect(signer.verify('two', 'text', signature)).toBe(false);
    expect(signer.verify('one', 'text!', signature)).toBe(false);
    expect(signer.verify('one', 'text', signature.slice(0, 22))).toBe(false);
    expect(signer.verify('one', 'text', signature.slice(0, 22), 22)).toBe(true);
    expect(signer.verify('one', 'text', '')).toBe(false);
  });
});
