import type { SecurityStatusDto } from '@bank/contracts/profile';
import type { SecurityQuestionsDto, SecuritySetupStatusDto } from '@bank/contracts/security';
import type { NotificationPreferences } from '../../domain/notification-preferences.js';

/** Reads of what a customer has set up (security, notifications); implemented in infrastructure/ over the identity schema only. */
export interface CustomerSettingsQueries {
  /** Null for an unknown user. */
  securityStatus(userId: string): Promise<SecurityStatusDto | null>;
  securitySetup(userId: string): Promise<SecuritySetupStatusDto>;
  /** The questions only (never an answer's hash); nulls when none are set. */
  securityQuestions(userId: string): Promise<SecurityQuestionsDto>;
  /** The saved preferences of these customers; one who never saved any is missing from the map. */
  notificationPreferences(userIds: string[]): Promise<Map<string, NotificationPreferences>>;
}
