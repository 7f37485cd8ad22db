import { DEFAULT_NOTIFICATION_PREFERENCES, NotificationSettings } from './notification-preferences.js';

const NOW = new Date('2026-11-21T10:00:00Z');

describe('notification settings', () => {
  it('start with the defaults', () => {
    expect(NotificationSettings.defaultsFor('u1', NOW).preferences()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('change only the switches given as booleans, the others keep their value', () => {
    const settings = NotificationSettings.defaultsFor('u1', new Date(0));
    settings.change({ smsNotifications: true, marketingEmails: 'yes' as unknown as boolean, securityAlerts: undefined }, NOW);
    expect(settings.preferences()).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES, smsNotifications: true });
    expect(settings.updatedAt).toEqual(NOW);
  });
});
