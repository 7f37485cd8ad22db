import { ConfigError, loadConfig } from './config.js';

const production = {
  NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bank', SESSION_SECRET: 'x'.repeat(32), CARD_ENCRYPTION_KEY: 'ab'.repeat(32), SMTP_URL: 'smtp://mail.example:587',
};

describe('IP_LIMIT_FACTOR', () => {
  it('is 1 unless set, and a whole number from 1 to 1000', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).ipLimitFactor).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', IP_LIMIT_FACTOR: '100' }).ipLimitFactor).toBe(100);
    for (const wrong of ['0', '1001', '2.5', 'many']) {
      expect(() => loadConfig({ NODE_ENV: 'development', IP_LIMIT_FACTOR: wrong })).toThrow('IP_LIMIT_FACTOR must be a whole number from 1 to 1000');
    }
  });

  it('is refused in production: there the per-IP limits stay as they are', () => {
    expect(loadConfig({ ...production, IP_LIMIT_FACTOR: '1' }).ipLimitFactor).toBe(1);
    expect(() => loadConfig({ ...production, IP_LIMIT_FACTOR: '100' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, IP_LIMIT_FACTOR: '100' })).toThrow('IP_LIMIT_FACTOR is for QA servers only');
  });
});
