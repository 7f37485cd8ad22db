import { ConfigError, loadConfig } from './config.js';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bank', SESSION_SECRET: 'x'.repeat(32), CARD_ENCRYPTION_KEY: 'ab'.repeat(32) };

describe('SMTP_URL', () => {
  it('is required in production, with a message that says what to set', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow('SMTP_URL is required in production');
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://bank:secret@mail.example:465' }).smtpUrl).toBe('smtps://bank:secret@mail.example:465');
  });

  it('is an smtp:// or smtps:// URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', SMTP_URL: 'http://mail.example' })).toThrow('smtp:// or smtps://');
  });

  it("outside production defaults to MailDev's SMTP port", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBe('smtp://127.0.0.1:1025');
    expect(loadConfig({ NODE_ENV: 'development', MAILDEV_SMTP_PORT: '2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
  });
});
