import { canonicalPayload, isStepUpPurpose, newAuthorizationToken, payloadHash, StepUpAuthorization, tokenHash } from './step-up-authorization.js';

const aDomesticTransfer = (overrides: Record<string, unknown> = {}) => ({
  fromAccountId: 'acc-1', toAccountNumber: '80123456', amount: '100.00', description: 'Rent', ...overrides,
});

describe('the canonical payload a step-up token is bound to', () => {
  it('is the same transfer whatever the amount is written as', () => {
    const hashes = [100, '100', '100.00', ' 100.0 '].map((amount) => payloadHash('domestic-transfer', aDomesticTransfer({ amount })));
    expect(new Set(hashes).size).toBe(1);
  });

  it('sorts the keys, trims the values and binds every field but the token', () => {
    expect(canonicalPayload('domestic-transfer', { description: ' Rent ', amount: 5, toAccountNumber: '80123456 ', fromAccountId: 'acc-1', extra: 'x', authorizationToken: 'tok' }))
      .toBe('{"amount":"5.00","description":"Rent","extra":"x","fromAccountId":"acc-1","toAccountNumber":"80123456"}');
  });

  it('differs when any bound field differs, including a cent of the amount', () => {
    const base = payloadHash('domestic-transfer', aDomesticTransfer());
    for (const change of [{ amount: '100.01' }, { toAccountNumber: '80123457' }, { fromAccountId: 'acc-2' }, { description: 'Rent!' }]) {
      expect(payloadHash('domestic-transfer', aDomesticTransfer(change))).not.toBe(base);
    }
  });

  it('treats a missing field as null, not as an empty string', () => {
    expect(payloadHash('domestic-transfer', aDomesticTransfer({ description: undefined })))
      .not.toBe(payloadHash('domestic-transfer', aDomesticTransfer({ description: '' })));
  });

  it('binds the whole international request, the recipient\'s bank included, with transferAmount as the amount', () => {
    const transfer = {
      fromAccountId: 'acc-1', recipientName: 'Ana Lima', recipientAccountNumber: 'GB29NWBK', recipientCountryCode: 'GBR',
      transferAmount: 250, transferCurrency: 'GBP', purpose: 'Family support', recipientAddress: '1 High St', recipientBankCode: 'COBADEFFXXX',
    };
    expect(canonicalPayload('international-transfer', transfer)).toBe(
      '{"fromAccountId":"acc-1","purpose":"Family support","recipientAccountNumber":"GB29NWBK","recipientAddress":"1 High St","recipientBankCode":"COBADEFFXXX",'
      + '"recipientCountryCode":"GBR","recipientName":"Ana Lima","transferAmount":"250.00","transferCurrency":"GBP"}');
    // A token approved for one bank does not pay another (security review, issue 27 item 4).
    for (const change of [{ recipientBankCode: 'DEUTDEFFXXX' }, { recipientIfscCode: 'ICIC0000999' }, { recipientBankName: 'Other Bank' }, { recipientAddress: '2 High St' }]) {
      expect(payloadHash('international-transfer', { ...transfer, ...change })).not.toBe(payloadHash('international-transfer', transfer));
    }
    expect(payloadHash('international-transfer', { ...transfer, transferAmount: '250.00' })).toBe(payloadHash('international-transfer', transfer));
    // For India the chosen partner sets the fee, so it is bound too.
    expect(payloadHash('international-transfer', { ...transfer, nbfcPartner: 'QTR' })).not.toBe(payloadHash('international-transfer', { ...transfer, nbfcPartner: 'MFS' }));
  });

  it('keeps an amount that is not money as written (the transfer refuses it later)', () => {
    expect(canonicalPayload('domestic-transfer', aDomesticTransfer({ amount: ' abc ' }))).toContain('"amount":"abc"');
    expect(canonicalPayload('domestic-transfer', aDomesticTransfer({ amount: 0.1 + 0.2 }))).toContain('"amount":"0.30000000000000004"');
  });

  it('knows the two purposes only', () => {
    expect(isStepUpPurpose('domestic-transfer')).toBe(true);
    expect(isStepUpPurpose('international-transfer')).toBe(true);
    for (const other of ['card', '', undefined, 'toString', '__proto__']) expect(isStepUpPurpose(other)).toBe(false);
  });
});

describe('authorization tokens', () => {
  it('are 32 random bytes in base64url, stored only as their sha256', () => {
    const { token, tokenHash: hash } = newAuthorizationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(hash);
    expect(newAuthorizationToken().token).not.toBe(token);
  });
});

describe('issuing an authorization', () => {
  it('binds the token\'s hash to the customer, the purpose and the payload, for five minutes, unused', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const payload = { fromAccountId: 'acc-1', toAccountNumber: '80123456', amount: '100', description: 'Rent' };
    const { authorization, token } = StepUpAuthorization.issue({ id: 'a1', userId: 'u1', purpose: 'domestic-transfer', payload, signatureData: 'data:image/png;base64,x' }, now);
    expect(authorization).toEqual(Object.assign(new StepUpAuthorization(), {
      id: 'a1', userId: 'u1', tokenHash: tokenHash(token), purpose: 'domestic-transfer', payloadHash: payloadHash('domestic-transfer', payload),
      signatureData: 'data:image/png;base64,x', createdAt: now, expiresAt: new Date('2026-11-21T12:05:00Z'), usedAt: null,
    }));
  });
});
