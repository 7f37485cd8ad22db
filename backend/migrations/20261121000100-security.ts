import { Migration } from '@mikro-orm/migrations';

/** Security questions, signatures and step-up authorization for transfers. */
export class Migration20261121000100Security extends Migration {
  override up(): void {
    // Answers are argon2id hashes of the trimmed, lower-cased answer; never the answer itself.
    this.addSql(`create table user_security_questions (
      id uuid primary key,
      user_id uuid not null unique references users (id) on delete cascade,
      question1 text not null,
      question2 text not null,
      question3 text not null,
      answer1_hash text not null,
      answer2_hash text not null,
      answer3_hash text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);

    this.addSql(`create table user_signatures (
      id uuid primary key,
      user_id uuid not null unique references users (id) on delete cascade,
      signature_data text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);

    // One question put to the customer; answered (or superseded) once.
    this.addSql(`create table step_up_challenges (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      question_index smallint not null check (question_index between 1 and 3),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      answered_at timestamptz
    )`);
    this.addSql(`create index step_up_challenges_user_idx on step_up_challenges (user_id, created_at)`);

    // Wrong answers in a row and the lockout, kept here so a restart or another instance honours them.
    this.addSql(`create table step_up_attempts (
      user_id uuid primary key references users (id) on delete cascade,
      failed_attempts int not null default 0 check (failed_attempts >= 0),
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )`);

    // Only the sha256 of a token is stored. The drawn signature is kept as evidence of consent.
    this.addSql(`create table step_up_authorizations (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      purpose varchar(40) not null check (purpose in ('domestic-transfer', 'international-transfer')),
      payload_hash text not null,
      signature_data text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`);
    this.addSql(`create index step_up_authorizations_user_idx on step_up_authorizations (user_id, created_at)`);
  }
}
