import { Migration } from '@mikro-orm/migrations';

/**
 * Which schema owns each table: the map the architecture test reads (a table created later is
 * created schema-qualified in its own migration). `platform` is what `shared/` keeps; MikroORM's
 * own `mikro_orm_migrations` is moved there by `shared/database/orm.ts` before any migration runs.
 */
export const CONTEXT_TABLES = {
  platform: ['sessions', 'settings', 'outbox', 'idempotency_keys'],
  identity: [
    'users', 'login_failures', 'user_security_questions', 'user_signatures', 'step_up_challenges', 'step_up_attempts',
    'step_up_authorizations', 'notification_preferences', 'known_devices',
  ],
  accounts: ['accounts', 'journal_entries', 'postings', 'payee_lookups'],
  payments: ['transactions', 'transfer_usage'],
  cards: ['debit_cards', 'card_wallet_tokens', 'card_history', 'card_fees'],
  international: ['exchange_rates', 'supported_countries', 'nbfc_partners', 'international_transfers', 'sanctions_list', 'international_terms_version'],
  notifications: ['notifications'],
  admin: ['audit_log'],
  onboarding: ['account_applications', 'document_uploads', 'document_objects', 'onboarding_attempts'],
} as const;

/** The functions, each with the schema of the context whose statements and triggers use it. */
export const CONTEXT_FUNCTIONS = {
  // The transfer statement's way to abort with a reason (payments maps it to its refusals).
  payments: ['refuse(text, text)'],
  admin: ['audit_log_append_only()'],
  international: ['international_reference_kept()', 'international_terms_changed()'],
} as const;

/**
 * One PostgreSQL schema per context (docs/decisions/context-schemas.md). `set schema` moves a
 * table with its rows, indexes, constraints, triggers and owned sequences, so this works on a
 * database in use as on a fresh one. Foreign keys keep pointing at the same tables wherever
 * they live. Extensions (pg_trgm) stay in `public`; indexes refer to their operator classes by
 * identity, so trigram and collation indexes keep serving.
 */
export class Migration20261127000000ContextSchemas extends Migration {
  override up(): void {
    for (const schema of Object.keys(CONTEXT_TABLES)) this.addSql(`create schema if not exists ${schema}`);
    for (const [schema, tables] of Object.entries(CONTEXT_TABLES)) {
      for (const table of tables) this.addSql(`alter table public.${table} set schema ${schema}`);
    }
    for (const [schema, functions] of Object.entries(CONTEXT_FUNCTIONS)) {
      for (const fn of functions) this.addSql(`alter function public.${fn} set schema ${schema}`);
    }
    // The customer search's statistics object (20261126000700) goes with its table.
    this.addSql(`alter statistics public.users_admin_customer_id_stats set schema identity`);
    // A function body names tables by text: the trigger that counts reference-data changes now
    // says where its counter lives (the triggers keep calling the same function).
    this.addSql(`create or replace function international.international_terms_changed() returns trigger language plpgsql as $$
      begin
        update international.international_terms_version set version = version + 1;
        return null;
      end $$`);
  }
}
