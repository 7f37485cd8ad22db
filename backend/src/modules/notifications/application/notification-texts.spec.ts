import type { TransferEventPayload } from '../../payments/public/payments.events.js';
import * as texts from './notification-texts.js';

const transfer = (over: Partial<TransferEventPayload> = {}): TransferEventPayload => ({
  transactionId: 'tx-1', transactionCode: 'TRF-1', fromUserId: 'alice', toUserId: 'bob',
  fromAccountNumber: '80111111', toAccountNumber: '80222222', amount: '1250.00', currency: 'USD',
  status: 'processing', description: 'Rent for May', creditNote: null, ...over,
});

describe('notification texts for transfer events', () => {
  it('TransferCreated tells the sender the amount, currency and destination', () => {
    expect(texts.transferCreated(transfer())).toEqual([{
      userId: 'alice',
      draft: { type: 'transfer', title: 'Transfer submitted', priority: 'low', actionUrl: '/transactions',
        message: 'Your transfer of $1,250.00 to account 80222222 is being processed.' },
    }]);
    expect(texts.transferCreated(transfer({ amount: '99.5', currency: 'EUR' }))[0].draft.message).toContain('99.50 EUR');
  });

  it('TransferSettled tells the sender it completed and the receiver that money came in', () => {
    const [sender, receiver] = texts.transferSettled(transfer({ status: 'completed' }));
    expect(sender).toEqual({ userId: 'alice', draft: expect.objectContaining({ type: 'transfer', title: 'Transfer completed', priority: 'low' }) });
    expect(sender.draft.message).toBe('Your transfer of $1,250.00 to account 80222222 was completed.');
    expect(receiver).toEqual({ userId: 'bob', draft: expect.objectContaining({ type: 'transaction', title: 'Money received', priority: 'medium', actionUrl: '/transactions' }) });
    expect(receiver.draft.message).toBe('You received $1,250.00 from account ending 1111. Reference: Rent for May');
  });

  it('TransferSettled between two accounts of one customer tells them once', () => {
    const drafts = texts.transferSettled(transfer({ toUserId: 'alice' }));
    expect(drafts).toHaveLength(1);
    expect(drafts[0].draft.title).toBe('Transfer completed');
  });

  it('TransferSettled leaving the bank (no receiving customer) tells only the sender', () => {
    const drafts = texts.transferSettled(transfer({ toUserId: null, toAccountNumber: null }));
    expect(drafts).toHaveLength(1);
    expect(drafts[0].draft.message).toBe('Your transfer of $1,250.00 to the recipient was completed.');
  });

  it('TransferReturned is high priority, says where the money went back, and carries the credit note', () => {
    const [d] = texts.transferReturned(transfer({ status: 'failed', creditNote: 'Beneficiary account closed' }));
    expect(d.userId).toBe('alice');
    expect(d.draft).toMatchObject({ type: 'transfer', title: 'Transfer returned', priority: 'high' });
    expect(d.draft.message).toBe(
      'Your transfer of $1,250.00 to account 80222222 failed; the money was returned to account 80111111. Note from the bank: Beneficiary account closed');
    expect(texts.transferReturned(transfer({ status: 'cancelled' }))[0].draft.message).toContain('80222222 was cancelled; the money');
  });

  it('TransferStatusChanged (by the bank) is medium priority and includes the credit note only when there is one', () => {
    const [plain] = texts.transferStatusChanged({ ...transfer({ status: 'submitted' }), previousStatus: 'processing' });
    expect(plain.draft).toMatchObject({ title: 'Transfer status updated', priority: 'medium' });
    expect(plain.draft.message).toBe('Your transfer of $1,250.00 to account 80222222 changed from processing to submitted.');
    const [noted] = texts.transferStatusChanged({ ...transfer({ status: 'submitted', creditNote: 'Sent to the clearing house' }), previousStatus: 'processing' });
    expect(noted.draft.message).toMatch(/ Note from the bank: Sent to the clearing house$/);
  });
});

describe('notification texts for security events', () => {
  it('UserSignedIn from a new device: high, links to settings, names the device and a public address', () => {
    const signedIn = { userId: 'u', customerId: 'C', device: 'Chrome on Windows', newDevice: true };
    const [d] = texts.userSignedIn({ ...signedIn, ip: '203.0.113.7' });
    expect(d).toEqual({ userId: 'u', draft: expect.objectContaining({ type: 'security', title: 'New sign-in', priority: 'high', actionUrl: '/settings' }) });
    expect(d.draft.message).toBe(
      "Chrome on Windows signed in to your account for the first time, from IP address 203.0.113.7. If this wasn't you, change your password now.");
    expect(texts.userSignedIn({ ...signedIn, ip: '::ffff:198.51.100.4' })[0].draft.message).toContain('from IP address 198.51.100.4.');
    for (const ip of [null, '::1', '::ffff:127.0.0.1', '10.0.0.7', '192.168.1.2']) {
      expect(texts.userSignedIn({ ...signedIn, ip })[0].draft.message).toBe(
        "Chrome on Windows signed in to your account for the first time. If this wasn't you, change your password now.");
    }
  });

  it('UserSignedIn from a device the customer signed in from before: no notification', () => {
    expect(texts.userSignedIn({ userId: 'u', customerId: 'C', ip: '203.0.113.7', device: 'Safari on iPhone', newDevice: false })).toEqual([]);
  });

  it("UserSignedIn, the customer's very first: no alarm (the welcome greets them)", () => {
    expect(texts.userSignedIn({ userId: 'u', customerId: 'C', ip: '203.0.113.7', device: 'Safari on iPhone', newDevice: true, firstSignIn: true })).toEqual([]);
  });

  it('UserSignedIn recorded before devices were told apart: still told, without a device', () => {
    expect(texts.userSignedIn({ userId: 'u', customerId: 'C', ip: '203.0.113.7' })[0].draft.message)
      .toBe("A new device signed in to your account from IP address 203.0.113.7. If this wasn't you, change your password now.");
  });

  it('UserSessionsRevoked and StepUpLockedOut are high priority', () => {
    expect(texts.userSessionsRevoked({ userId: 'u', customerId: 'C', revokedBy: 'admin', count: 2 })[0].draft)
      .toMatchObject({ type: 'security', priority: 'high', message: expect.stringContaining('2 sessions') });
    const [locked] = texts.stepUpLockedOut({ userId: 'u', lockedUntil: '2026-11-21T14:05:00.000Z' });
    expect(locked.draft).toMatchObject({ type: 'security', priority: 'high', title: 'Transfer authorization locked' });
    expect(locked.draft.message).toContain('until 14:05 UTC');
  });

  it('security questions and signature: high priority (a change to what authorizes transfers), link to the security setup', () => {
    for (const [d] of [texts.securityQuestionsSaved({ userId: 'u' }), texts.signatureSaved({ userId: 'u' })]) {
      expect(d.draft).toMatchObject({ type: 'security', priority: 'high', actionUrl: '/security-setup' });
    }
  });

  it('PasswordChanged: high priority, says how many other sessions ended', () => {
    const [d] = texts.passwordChanged({ userId: 'u', otherSessionsEnded: 1 });
    expect(d.draft).toMatchObject({ type: 'security', title: 'Password changed', priority: 'high', actionUrl: '/settings' });
    expect(d.draft.message).toBe("Your password was changed and 1 session on other devices ended. If this wasn't you, contact the bank immediately.");
    expect(texts.passwordChanged({ userId: 'u', otherSessionsEnded: 0 })[0].draft.message).toBe(
      "Your password was changed. If this wasn't you, contact the bank immediately.");
  });

  it('EmailChangeRequested: high priority, names the new address masked; a resend says nothing again', () => {
    const change = { userId: 'u', firstName: 'Ana', newEmail: 'nora.new@example.com', previousEmail: 'ana@example.test', token: 't', resent: false };
    const [d] = texts.emailChangeRequested(change);
    expect(d.draft).toMatchObject({ type: 'security', title: 'Email change requested', priority: 'high', actionUrl: '/profile' });
    expect(d.draft.message).toContain('Your email is being changed to n***@example.com;');
    expect(d.draft.message).not.toContain('nora.new');
    expect(texts.emailChangeRequested({ ...change, resent: true })).toEqual([]);
    expect(texts.maskedEmail('x@bank.test')).toBe('x***@bank.test');
  });
});
