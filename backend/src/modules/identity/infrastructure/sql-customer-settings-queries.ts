import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SecurityStatusDto } from '@bank/contracts/profile';
import type { SecurityQuestionsDto, SecuritySetupStatusDto } from '@bank/contracts/security';
import { sql } from '../../../shared/database/sql.js';
import type { CustomerSettingsQueries } from '../application/queries/customer-settings-queries.js';
import type { NotificationPreferences } from '../domain/notification-preferences.js';

/** What customers have set up, over the identity schema only. */
@Injectable()
export class SqlCustomerSettingsQueries implements CustomerSettingsQueries {
  constructor(private readonly em: EntityManager) {}

  async securityStatus(userId: string): Promise<SecurityStatusDto | null> {
    const [row] = await sql<{
      two_factor_enabled: boolean; has_security_questions: boolean; has_signature: boolean; last_login_at: Date | null; password_changed_at: Date | null;
    }>(this.em,
      `select u.two_factor_enabled, u.last_login_at, u.password_changed_at,
              exists (select 1 from identity.user_security_questions q where q.user_id = u.id) as has_security_questions,
              exists (select 1 from identity.user_signatures s where s.user_id = u.id) as has_signature
       from identity.users u where u.id = $1`, [userId]);
    if (!row) return null;
    return {
      twoFactorEnabled: row.two_factor_enabled,
      hasSecurityQuestions: row.has_security_questions,
      hasSignature: row.has_signature,
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      passwordChangedAt: row.password_changed_at ? new Date(row.password_changed_at).toISOString() : null,
    };
  }

  async securitySetup(userId: string): Promise<SecuritySetupStatusDto> {
    const [row] = await sql<{ has_questions: boolean; has_signature: boolean; sign_in_verification: boolean }>(this.em,
      `select exists (select 1 from identity.user_security_questions where user_id = $1) as has_questions,
              exists (select 1 from identity.user_signatures where user_id = $2) as has_signature,
              (exists (select 1 from identity.totp_enrolments where user_id = $3 and confirmed_at is not null)
                or exists (select 1 from identity.passkeys where user_id = $3)) as sign_in_verification`, [userId, userId, userId]);
    return { hasQuestions: row.has_questions, hasSignature: row.has_signature, signInVerification: row.sign_in_verification };
  }

  /** Selects the question columns only, so an answer hash cannot reach the response. */
  async securityQuestions(userId: string): Promise<SecurityQuestionsDto> {
    const [row] = await sql<SecurityQuestionsDto>(this.em,
      `select question1, question2, question3 from identity.user_security_questions where user_id = $1`, [userId]);
    return { question1: row?.question1 ?? null, question2: row?.question2 ?? null, question3: row?.question3 ?? null };
  }

  async notificationPreferences(userIds: string[]): Promise<Map<string, NotificationPreferences>> {
    const rows = await sql<NotificationPreferences & { userId: string }>(this.em,
      `select user_id as "userId", email_notifications as "emailNotifications", sms_notifications as "smsNotifications",
              transaction_alerts as "transactionAlerts", security_alerts as "securityAlerts", marketing_emails as "marketingEmails"
       from identity.notification_preferences where user_id = any($1::uuid[])`, [userIds]);
    return new Map(rows.map(({ userId, ...preferences }) => [userId, preferences]));
  }
}
