import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../shared/database/sql.js';
import type { ExternalMovement, ExternalMovements } from '../domain/external-movement.js';

/** Deposits and withdrawals are rows of payments' transactions too, completed and settled at once; they count against no limit. */
@Injectable()
export class SqlExternalMovements implements ExternalMovements {
  constructor(private readonly em: EntityManager) {}

  async add(m: ExternalMovement): Promise<void> {
    const deposit = m.direction === 'deposit';
    await sql(this.em,
      `insert into payments.transactions (id, transaction_code, from_account_id, to_account_id, from_account_number, to_account_number, from_user_id, to_user_id,
         amount, currency, amount_usd, type, status, money_state, held_for_review, description, created_at, updated_at, channel)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'completed', 'settled', false, $13, $14, $14, 'domestic')`,
      [m.id, m.transactionCode, deposit ? null : m.account.id, deposit ? m.account.id : null, deposit ? null : m.account.accountNumber,
        deposit ? m.account.accountNumber : null, deposit ? null : m.account.userId, deposit ? m.account.userId : null,
        m.amount, m.account.currency, m.amountUsd, m.direction, m.description, m.at]);
  }
}
