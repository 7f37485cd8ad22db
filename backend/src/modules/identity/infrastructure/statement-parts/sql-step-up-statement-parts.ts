import { Global, Injectable, Module } from '@nestjs/common';
import { sql, type SqlPart, type StatementCte } from '../../../../shared/database/statement.js';
import type { StepUpPurpose } from '../../domain/step-up-authorization.js';
import { STEP_UP_STATEMENT_PARTS, type StepUpStatementParts } from '../../public/step-up-statement-parts.js';

/** Identity's tables in another context's statement: the parts keep them identity's own text. */
@Injectable()
export class SqlStepUpStatementParts implements StepUpStatementParts {
  restriction({ userId }: { userId: SqlPart<string> }): { ctes: StatementCte[]; restricted: SqlPart<boolean>; reason: SqlPart<string | null> } {
    return {
      ctes: [{ name: 'identity_customer', body: sql`select transaction_restricted, restriction_reason from identity.users where id = ${userId}::uuid` }],
      restricted: sql<boolean>`coalesce((select transaction_restricted from identity_customer), false)`,
      reason: sql<string | null>`(select restriction_reason from identity_customer)`,
    };
  }

  spendToken(p: { userId: SqlPart<string>; purpose: SqlPart<StepUpPurpose>; tokenHash: SqlPart<string>; payloadHash: SqlPart<string>; when: SqlPart<boolean> }): { ctes: StatementCte[]; spent: SqlPart<boolean> } {
    return {
      ctes: [{
        name: 'identity_spent',
        body: sql`update identity.step_up_authorizations set used_at = now()
          where token_hash = ${p.tokenHash}::text and user_id = ${p.userId}::uuid and purpose = ${p.purpose}::text and payload_hash = ${p.payloadHash}::text
            and used_at is null and expires_at > now() and ${p.when}
          returning id`,
      }],
      spent: sql<boolean>`exists (select 1 from identity_spent)`,
    };
  }

  securitySetUp({ userId }: { userId: SqlPart<string> }): SqlPart<boolean> {
    // The questions, or sign-in verification in their place (the step-up asked for it instead), and the signature.
    return sql<boolean>`((exists (select 1 from identity.user_security_questions where user_id = ${userId}::uuid)
        or exists (select 1 from identity.totp_enrolments where user_id = ${userId}::uuid and confirmed_at is not null)
        or exists (select 1 from identity.passkeys where user_id = ${userId}::uuid))
      and exists (select 1 from identity.user_signatures where user_id = ${userId}::uuid))`;
  }
}

/** Makes the parts reachable by their token from any context's module (imported once, by IdentityModule). */
@Global()
@Module({ providers: [{ provide: STEP_UP_STATEMENT_PARTS, useClass: SqlStepUpStatementParts }], exports: [STEP_UP_STATEMENT_PARTS] })
export class StepUpStatementPartsModule {}
