import { defineEntity, p, Type } from '@mikro-orm/core';
import { Account } from '../../domain/account.js';

/** `accounts.is_active` is text ('true' / 'false'), as the specification's API answers it; the domain sees a boolean. */
export class TextBooleanType extends Type<boolean, string> {
  override convertToDatabaseValue(value: boolean): string {
    return value ? 'true' : 'false';
  }

  override convertToJSValue(value: string | boolean): boolean {
    return value === true || value === 'true';
  }

  override getColumnType(): string {
    return 'text';
  }
}

export const AccountSchema = defineEntity({
  class: Account,
  schema: 'accounts',
  tableName: 'accounts',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().nullable(),
    accountNumber: p.string().unique(),
    accountType: p.string(),
    currency: p.string(),
    balance: p.decimal(),
    creditLimit: p.decimal().nullable(),
    isActive: p.type(TextBooleanType),
    internalPurpose: p.string().nullable(),
    closedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
