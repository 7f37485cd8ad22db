import type { NotificationDraft } from './notification.js';

/** The switches of the customer's notification preferences that decide in-app notifications. */
export interface AlertPreferences {
  transactionAlerts: boolean;
  marketingEmails: boolean;
}

/**
 * Whether the customer gets this notification in the app, given their preferences
 * (docs/decisions/notification-preferences.md). Security notifications always go out: a
 * customer must learn of a sign-in or a password change they did not make. Email and SMS
 * switches choose channels, which do not exist yet, so they decide nothing here.
 */
export function isWanted(draft: NotificationDraft, preferences: AlertPreferences): boolean {
  switch (draft.type) {
    case 'security':
      return true;
    case 'transaction':
    case 'transfer':
      return preferences.transactionAlerts;
    case 'system':
      return !draft.marketing || preferences.marketingEmails;
    case 'account':
    case 'card':
      return true;
  }
}
