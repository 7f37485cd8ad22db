import { defineEntity, p } from '@mikro-orm/core';
import { CardFee } from '../../domain/card-fee.js';
import { CardHistoryEntry, WalletToken } from '../../domain/card-history.js';
import { DebitCard } from '../../domain/debit-card.js';

/**
 * The cards schema's mappings of the plain domain classes. The card number and CVV are stored as
 * these columns say (the CVV sealed by CardSecrets); a change to how the number is kept is made
 * here and in mikro-orm-debit-card.repository.ts.
 */
export const DebitCardSchema = defineEntity({
  class: DebitCard,
  schema: 'cards',
  tableName: 'debit_cards',
  properties: {
    id: p.uuid().primary(),
    accountId: p.uuid(),
    userId: p.uuid(),
    cardHolderName: p.text(),
    cardType: p.string(),
    deliveryAddress: p.text().nullable(),
    pinHash: p.text().nullable(),
    dailyLimit: p.decimal('string').precision(12).scale(2),
    status: p.string(),
    isActive: p.boolean(),
    disabledBy: p.string().nullable(),
    rejectionReason: p.text().nullable(),
    cardNumberSealed: p.text().nullable(),
    cardNumberHash: p.text().nullable(),
    last4: p.string().length(4).nullable(),
    expiryMonth: p.smallint().nullable(),
    expiryYear: p.smallint().nullable(),
    cvvEncrypted: p.text().nullable(),
    processedBy: p.uuid().nullable(),
    processedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const CardHistoryEntrySchema = defineEntity({
  class: CardHistoryEntry,
  schema: 'cards',
  tableName: 'card_history',
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    cardId: p.uuid(),
    actorUserId: p.uuid().nullable(),
    event: p.string(),
    detail: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export const WalletTokenSchema = defineEntity({
  class: WalletToken,
  schema: 'cards',
  tableName: 'card_wallet_tokens',
  properties: {
    id: p.uuid().primary(),
    cardId: p.uuid(),
    walletType: p.string(),
    token: p.string(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export const CardFeeSchema = defineEntity({
  class: CardFee,
  schema: 'cards',
  tableName: 'card_fees',
  properties: {
    id: p.uuid().primary(),
    cardId: p.uuid(),
    month: p.string(),
    amount: p.decimal('string').precision(12).scale(2),
    currency: p.string(),
    status: p.string(),
    chargedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export const CARD_SCHEMAS = [DebitCardSchema, CardHistoryEntrySchema, WalletTokenSchema, CardFeeSchema];
