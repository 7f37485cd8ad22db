import { DEFAULT_NOTIFICATION_PREFERENCES, NotificationSettings, SMS_NOT_AVAILABLE } from './notification-preferences.js';

const NOW = new Date('2026-11-21T10:00:00Z');

describe('notification settings', () => {
  it('start with the defaults', () => {
    expect(NotificationSettings.defaultsFor('u1', NOW).preferences()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('change only the switches given as booleans, the others keep their value', () => {
    const settings = NotificationSettings.defaultsFor('u1', new Date(0));
    settings.change({ transactionAlerts: false, marketingEmails: 'yes' as unknown as boolean, securityAlerts: undefined }, NOW);
    expect(settings.preferences()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, transactionAlerts: false });
    expect(settings.updatedAt).toEqual(NOW);
  });

  it('refuse to switch SMS on (the bank sends no text messages yet) and change nothing else', () => {
    const settings = NotificationSettings.defaultsFor('u1', new Date(0));
    expect(() => settings.change({ smsNotifications: true, marketingEmails: true }, NOW)).toThrow(SMS_NOT_AVAILABLE);
    expect(settings.preferences()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    settings.change({ smsNotifications: false }, NOW);
    expect(settings.preferences().smsNotifications).toBe(false);
  });
});
