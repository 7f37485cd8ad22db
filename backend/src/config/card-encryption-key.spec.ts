import { ConfigError, DEV_CARD_ENCRYPTION_KEY, loadConfig } from './config.js';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bank', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example:587' };

describe('CARD_ENCRYPTION_KEY', () => {
  it('falls back to the documented development key outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).cardEncryptionKey.toString('hex')).toBe(DEV_CARD_ENCRYPTION_KEY);
  });

  it('is required in production, as 32 bytes of hex, and never the development key', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, CARD_ENCRYPTION_KEY: 'abc' })).toThrow('64 hex characters');
    expect(() => loadConfig({ ...production, CARD_ENCRYPTION_KEY: DEV_CARD_ENCRYPTION_KEY })).toThrow('development key');
    const key = 'ab'.repeat(32);
    expect(loadConfig({ ...production, CARD_ENCRYPTION_KEY: key }).cardEncryptionKey).toEqual(Buffer.from(key, 'hex'));
  });
});
