import { sql, withCtes, type NamedParams, type SqlPart, type StatementCte } from '../../../../shared/database/statement.js';
import { claimIdempotencyKey } from '../../../../shared/idempotency/idempotency-keys.js';
import { outboxPart } from '../../../../shared/outbox/outbox.js';
import type { LedgerStatementParts } from '../../../accounts/public/ledger-statement-parts.js';
import type { StepUpStatementParts } from '../../../identity/public/step-up-statement-parts.js';
import { TRANSFER_RULES, type TransferRule } from '../../domain/transfer-decision.js';
import { BANK_TIME_ZONE } from '../../domain/transfer-limits.js';
import type { TransferExtension } from '../../public/transfer-extension.js';

/** The named values of one run of the transfer statement. */
export interface OpeningValues {
  userId: string;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** The answer to store with the key, as JSON text, and its status. */
  answerBody: string | null;
  answerStatus: number | null;
  purpose: 'domestic-transfer' | 'international-transfer';
  tokenHash: string;
  payloadHash: string;
  sourceId: string;
  sourceNumber: string;
  currency: string;
  /** Null (all three) for a transfer that leaves the bank. */
  payeeId: string | null;
  payeeNumber: string | null;
  payeeUserId: string | null;
  /** In the source's currency, and in USD. */
  amount: string;
  amountUsd: string;
  /** Null when the payee does not count against the per-payee limit. */
  payeeKey: string | null;
  dailyLimit: string;
  monthlyLimit: string;
  payeeLimit: string;
  transactionId: string;
  transactionCode: string;
  memo: string;
  /** The transfer's row (payments.transactions' columns by name) as JSON text. */
  transferRow: string;
  eventTypes: string[];
  eventPayloads: string[];
  eventTimes: Date[];
  /** The extension's data as JSON text (null without one). */
  extensionData: string | null;
}

/** The columns a transfer's row is written with (review and status fields start empty). */
const TRANSFER_COLUMNS = [
  'id', 'transaction_code', 'from_account_id', 'to_account_id', 'from_account_number', 'to_account_number', 'from_user_id', 'to_user_id',
  'amount', 'currency', 'amount_usd', 'type', 'status', 'money_state', 'held_for_review', 'description', 'reference', 'credit_note', 'admin_notes',
  'created_at', 'updated_at', 'channel', 'payee_key',
] as const;

export type TransferRow = Record<(typeof TRANSFER_COLUMNS)[number], unknown>;

/**
 * What the customer sent today and earlier this month, and today to this payee, each added to under
 * its row's lock (the day's row first, then the payee's: every path takes them in that order), so
 * concurrent transfers cannot both pass a limit. `today` and `payeeToday` include this transfer.
 */
function countUsage(p: NamedParams<OpeningValues>, proceed: SqlPart<boolean>): { ctes: StatementCte[]; today: SqlPart<string>; earlier: SqlPart<string>; payeeToday: SqlPart<string | null> } {
  return {
    ctes: [
      { name: 'payments_bank', body: sql`select (now() at time zone ${sql.lit(BANK_TIME_ZONE)})::date as today` },
      {
        name: 'payments_earlier',
        body: sql`select coalesce(sum(u.amount_usd), 0) as amount from payments_bank b left join payments.transfer_usage u
          on u.user_id = ${p.userId}::uuid and u.bank_day >= date_trunc('month', b.today)::date and u.bank_day < b.today`,
      },
      {
        name: 'payments_counted',
        body: sql`insert into payments.transfer_usage as u (user_id, bank_day, amount_usd)
          select ${p.userId}::uuid, b.today, ${p.amountUsd}::numeric from payments_bank b where ${proceed}
          on conflict (user_id, bank_day) do update set amount_usd = u.amount_usd + excluded.amount_usd
          returning amount_usd as today`,
      },
      {
        name: 'payments_payee_counted',
        body: sql`insert into payments.payee_usage as u (user_id, bank_day, payee_key, amount_usd)
          select ${p.userId}::uuid, b.today, ${p.payeeKey}::text, ${p.amountUsd}::numeric from payments_bank b
          where ${p.payeeKey}::text is not null and exists (select 1 from payments_counted)
          on conflict (user_id, bank_day, payee_key) do update set amount_usd = u.amount_usd + excluded.amount_usd
          returning amount_usd as today`,
      },
    ],
    today: sql`(select today from payments_counted)`,
    earlier: sql`(select amount from payments_earlier)`,
    payeeToday: sql`(select today from payments_payee_counted)`,
  };
}

/**
 * The transfer statement's shape: the parts of shared (Idempotency-Key, outbox), identity
 * (restriction, step-up token), accounts (the hold) and the extension's, with payments' own (usage,
 * the transfer's row), then the final select that refuses in TRANSFER_RULES' order. A refusal calls
 * `payments.refuse(reason, explanation)` (SQLSTATE BK001), which aborts the statement and undoes
 * every write. The writes wait on each other in the order every money path locks in: token, the
 * day's usage, the payee's usage, the source account; the debit only runs once every rule before the
 * funds holds, so a refused transfer locks no account.
 */
export function transferStatement(p: NamedParams<OpeningValues>, parts: {
  stepUp: StepUpStatementParts; ledger: LedgerStatementParts; extension: TransferExtension | null; payee: boolean;
}): SqlPart {
  const claim = claimIdempotencyKey({ userId: p.userId, key: p.idempotencyKey, requestHash: p.requestHash, answerBody: p.answerBody, answerStatus: p.answerStatus });
  const restriction = parts.stepUp.restriction({ userId: p.userId });
  const token = parts.stepUp.spendToken({ userId: p.userId, purpose: p.purpose, tokenHash: p.tokenHash, payloadHash: p.payloadHash, when: claim.proceed });
  const usage = countUsage(p, token.spent);
  const within = {
    DAILY_LIMIT: sql<boolean>`${usage.today} <= ${p.dailyLimit}::numeric`,
    MONTHLY_LIMIT: sql<boolean>`${usage.earlier} + ${usage.today} <= ${p.monthlyLimit}::numeric`,
    PAYEE_DAILY_LIMIT: sql<boolean>`coalesce(${usage.payeeToday}, 0) <= ${p.payeeLimit}::numeric`,
  };
  const hold = parts.ledger.hold({
    source: { accountId: p.sourceId, accountNumber: p.sourceNumber, userId: p.userId, currency: p.currency },
    payee: parts.payee ? { accountId: p.payeeId as SqlPart<string>, accountNumber: p.payeeNumber as SqlPart<string>, userId: p.payeeUserId as SqlPart<string> } : null,
    amount: p.amount, transactionId: p.transactionId, reference: p.transactionCode, memo: p.memo,
    when: sql`(not ${restriction.restricted} and ${within.DAILY_LIMIT} and ${within.MONTHLY_LIMIT} and ${within.PAYEE_DAILY_LIMIT})`,
  });
  const extension = parts.extension?.parts({ userId: p.userId, data: p.extensionData, opened: hold.held });

  /** Each rule of the decision as the statement sees it: true when it holds. */
  const holds: Record<TransferRule, SqlPart<boolean>> = {
    ACCOUNTS_CHANGED: hold.asIdentified,
    RESTRICTED: sql`not ${restriction.restricted}`,
    AUTHORIZATION_INVALID: token.spent,
    ACCOUNT_INACTIVE: hold.sourceActive,
    PAYEE_INACTIVE: hold.payeeActive,
    ...within,
    INSUFFICIENT_FUNDS: hold.held,
  };
  const refusals = [
    ...(extension?.checks ?? []).map((c) => sql`when not coalesce(${c.passes}, false) then payments.refuse('CHECK', ${sql.lit(c.name)})::text`),
    ...TRANSFER_RULES.map((rule) => sql`when not coalesce(${holds[rule]}, false) then payments.refuse(${sql.lit(rule)}${rule === 'RESTRICTED' ? sql`, ${restriction.reason}` : sql``})::text`),
  ];
  const ctes: StatementCte[] = [
    ...claim.ctes, ...restriction.ctes, ...token.ctes, ...usage.ctes, ...hold.ctes,
    {
      name: 'payments_recorded',
      body: sql`insert into payments.transactions (${sql.join(TRANSFER_COLUMNS.map((c) => sql.id(c)))})
        select ${sql.join(TRANSFER_COLUMNS.map((c) => sql`r.${sql.id(c)}`))} from json_populate_record(null::payments.transactions, ${p.transferRow}::json) as r
        where ${hold.held}`,
    },
    outboxPart({ types: p.eventTypes, payloads: p.eventPayloads, times: p.eventTimes }, hold.held),
    ...(extension?.ctes ?? []),
  ];
  return sql`${withCtes(ctes)}
    select case
      when not ${claim.proceed} then 'replay'
      ${sql.join(refusals, sql`\n      `)}
      else 'opened' end as outcome`;
}

export function transferRow(row: TransferRow): string {
  return JSON.stringify(row);
}
