import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Clock } from '../../../../../shared/clock.js';
import type { TransactionRunner } from '../../../../../shared/database/transaction-runner.js';
import type { DomainEvent } from '../../../../../shared/outbox/domain-event.js';
import type { Outbox } from '../../../../../shared/outbox/outbox.js';
import { FindAccount, MoveMoney, type AccountSummary } from '../../../../accounts/public/accounts.api.js';
import { InsufficientFunds } from '../../../../accounts/public/accounts.errors.js';
import { ConvertFromUsd } from '../../../../international/public/international.queries.js';
import type { CardFee } from '../../../domain/card-fee.js';
import type { CardFeeRepository } from '../../../domain/card-fee.repository.js';
import type { CardEvent } from '../../../domain/card-history.js';
import { DebitCard, type CardType } from '../../../domain/debit-card.js';
import type { DebitCardRepository } from '../../../domain/debit-card.repository.js';
import { CardFeeCharged } from '../../../public/cards.events.js';
import { ChargeCardFee } from './charge-card-fee.command.js';
import { ChargeCardFeeHandler } from './charge-card-fee.handler.js';

const at = new Date('2026-11-30T23:00:00Z');
const ACCOUNT: AccountSummary = {
  id: 'a1', userId: 'u1', accountNumber: '80000001', accountType: 'checking', currency: 'EUR', isActive: true, accountName: 'Main', customerName: 'Ann',
} as AccountSummary;

function aCard(cardType: CardType, issued = true): DebitCard {
  const card = DebitCard.apply({ id: 'c1', accountId: 'a1', userId: 'u1', cardHolderName: 'ANN', cardType, deliveryAddress: null, pinHash: null, at });
  if (issued) card.issue({ cardNumberSealed: 'v1:a:b:c', cardNumberHash: 'h1234', last4: '1234', expiryMonth: 11, expiryYear: 2030, cvvEncrypted: 'v1:x:y:z' }, null, at);
  return card;
}

/** The handler against in-memory repositories and buses: the fee's rules without a database. */
function setUp(card: DebitCard | null, opts: { claimed?: boolean; accountPays?: boolean } = {}) {
  const fees: CardFee[] = [];
  const saved: CardFee[] = [];
  const history: CardEvent[] = [];
  const moved: MoveMoney[] = [];
  const events: DomainEvent[] = [];
  const cards = {
    lock: async (id: string) => (card?.id === id ? card : null),
    recordHistory: async (_id: string, _actor: string | null, event: CardEvent) => { history.push(event); },
  } as unknown as DebitCardRepository;
  const feeRepository = {
    claim: async (fee: CardFee) => { if (opts.claimed) return false; fees.push(fee); return true; },
    save: async (fee: CardFee) => { saved.push(fee); },
  } as unknown as CardFeeRepository;
  const commands = {
    execute: async (command: unknown) => {
      if (!(command instanceof MoveMoney)) throw new Error('unexpected command');
      if (opts.accountPays === false) throw new InsufficientFunds();
      moved.push(command);
    },
  } as unknown as CommandBus;
  const queries = {
    execute: async (query: unknown) => {
      if (query instanceof FindAccount) return ACCOUNT;
      if (query instanceof ConvertFromUsd) return query.currency === 'EUR' && query.amountUsd === '10.00' ? '9.22' : 'unexpected';
      throw new Error('unexpected query');
    },
  } as unknown as QueryBus;
  const tx = { run: (work: () => Promise<unknown>) => work() } as unknown as TransactionRunner;
  const outbox = { record: async (...recorded: DomainEvent[]) => { events.push(...recorded); } } as unknown as Outbox;
  const clock = { now: () => at } as Clock;
  const handler = new ChargeCardFeeHandler(cards, feeRepository, commands, queries, tx, outbox, clock);
  return { handler, fees, saved, history, moved, events };
}

describe('ChargeCardFee', () => {
  it('takes a premium card\'s fee in the account\'s currency through the ledger, to the fee income account', async () => {
    const { handler, fees, saved, history, moved, events } = setUp(aCard('premium'));
    expect(await handler.execute(new ChargeCardFee('c1', '2026-11'))).toBe('charged');
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ cardId: 'c1', month: '2026-11', amount: '9.22', currency: 'EUR', status: 'charged', chargedAt: at });
    expect(saved).toEqual(fees);
    expect(moved.map((m) => m.props)).toEqual([expect.objectContaining({
      kind: 'card-fee', from: { accountId: 'a1' }, to: { internal: 'fees' }, amount: '9.22', currency: 'EUR', memo: 'Premium card fee 2026-11 (card ending 1234)',
    })]);
    expect(history).toEqual(['fee-charged']);
    expect(events).toEqual([expect.any(CardFeeCharged)]);
    expect(events[0].payload).toMatchObject({ owed: false, amount: '9.22', currency: 'EUR', last4: '1234' });
  });

  it('records the fee as owed when the account cannot pay it, and moves nothing', async () => {
    const { handler, fees, saved, history, moved, events } = setUp(aCard('platinum'), { accountPays: false });
    expect(await handler.execute(new ChargeCardFee('c1', '2026-11'))).toBe('owed');
    expect(fees[0]).toMatchObject({ status: 'owed', chargedAt: null });
    expect(saved).toEqual([]);
    expect(moved).toEqual([]);
    expect(history).toEqual(['fee-owed']);
    expect(events[0].payload).toMatchObject({ owed: true });
  });

  it('does nothing for a month already claimed, a free card, an application or a card that is gone', async () => {
    for (const [card, opts] of [[aCard('premium'), { claimed: true }], [aCard('standard'), {}], [aCard('premium', false), {}], [null, {}]] as const) {
      const { handler, saved, history, moved, events } = setUp(card, opts);
      expect(await handler.execute(new ChargeCardFee('c1', '2026-11'))).toBe('skipped');
      expect([saved, history, moved, events]).toEqual([[], [], [], []]);
    }
  });
});
