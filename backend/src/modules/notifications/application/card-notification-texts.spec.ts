import * as texts from './card-notification-texts.js';

const card = { userId: 'u1', cardId: 'c1', cardType: 'premium' as const, last4: '4242' };

describe('card notification texts', () => {
  it('tells the holder about the application and its outcome', () => {
    expect(texts.cardApplied({ ...card, last4: null, accountNumber: '80123456' })[0].draft.message).toContain('Premium debit card application for account 80123456');
    expect(texts.cardApplicationProcessed({ ...card, approved: true, reason: null })[0].draft).toMatchObject({ title: 'Card approved', type: 'card', actionUrl: '/cards' });
    expect(texts.cardApplicationProcessed({ ...card, last4: null, approved: false, reason: 'Address could not be verified' })[0].draft.message)
      .toBe('Your Premium debit card application was declined: Address could not be verified.');
  });

  it('says who froze or enabled the card', () => {
    expect(texts.cardEnabledChanged({ ...card, enabled: false, by: 'owner' })[0].draft).toMatchObject({ title: 'Card frozen', priority: 'low' });
    expect(texts.cardEnabledChanged({ ...card, enabled: true, by: 'owner' })[0].draft.title).toBe('Card unfrozen');
    expect(texts.cardEnabledChanged({ ...card, enabled: false, by: 'admin' })[0].draft).toMatchObject({ title: 'Card disabled by the bank', priority: 'high' });
  });

  it('reports wallets and fees, owed ones as urgent', () => {
    expect(texts.cardAddedToWallet({ ...card, walletType: 'google' })[0].draft).toMatchObject({ message: expect.stringContaining('Google Pay'), priority: 'high' });
    expect(texts.cardFeeCharged({ ...card, month: '2026-11', amount: '10.00', currency: 'USD', owed: false })[0].draft).toMatchObject({ title: 'Card fee charged', priority: 'low' });
    expect(texts.cardFeeCharged({ ...card, month: '2026-11', amount: '25.00', currency: 'USD', owed: true })[0].draft).toMatchObject({ title: 'Card fee owed', priority: 'high' });
    expect(texts.cardFeeCharged({ ...card, month: '2026-10', amount: '25.00', currency: 'USD', owed: false, collected: true })[0].draft)
      .toMatchObject({ title: 'Owed card fee charged', message: expect.stringContaining('The 2026-10 fee of'), priority: 'low' });
  });
});
