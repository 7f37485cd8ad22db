import { isWanted, type AlertPreferences } from './delivery-policy.js';
import type { NotificationDraft, NotificationType } from './notification.js';

const draft = (type: NotificationType, marketing?: boolean): NotificationDraft =>
  ({ type, title: 't', message: 'm', priority: 'low', actionUrl: null, marketing });
const ALL_ON: AlertPreferences = { transactionAlerts: true, marketingEmails: true };
const ALL_OFF: AlertPreferences = { transactionAlerts: false, marketingEmails: false };

describe('which notifications the preferences let through', () => {
  it('always delivers security notifications, whatever the switches say', () => {
    expect(isWanted(draft('security'), ALL_OFF)).toBe(true);
    expect(isWanted(draft('security'), { ...ALL_OFF, securityAlerts: false } as AlertPreferences)).toBe(true);
  });

  it('transactionAlerts governs transaction and transfer notifications', () => {
    for (const type of ['transaction', 'transfer'] as const) {
      expect(isWanted(draft(type), ALL_ON)).toBe(true);
      expect(isWanted(draft(type), { ...ALL_ON, transactionAlerts: false })).toBe(false);
    }
  });

  it('marketingEmails governs marketing system notifications only', () => {
    expect(isWanted(draft('system', true), ALL_OFF)).toBe(false);
    expect(isWanted(draft('system', true), { ...ALL_OFF, marketingEmails: true })).toBe(true);
    expect(isWanted(draft('system'), ALL_OFF)).toBe(true);
  });

  it('account and card service notices are always delivered', () => {
    expect(isWanted(draft('account'), ALL_OFF)).toBe(true);
    expect(isWanted(draft('card'), ALL_OFF)).toBe(true);
  });
});
