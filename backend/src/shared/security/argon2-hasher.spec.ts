import { ConfigError, loadConfig } from '../../config/config.js';
import { Argon2Hasher } from './argon2-hasher.js';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bank', SESSION_SECRET: 'x'.repeat(32), CARD_ENCRYPTION_KEY: 'ab'.repeat(32), SMTP_URL: 'smtp://mail.example:587' };
/** `$argon2id$v=19$m=65536,t=3,p=4$…` → 'm=65536,t=3,p=4' (the order argon2 writes them in aside). */
const costOf = (hash: string) => hash.split('$')[3].split(',').sort().join(',');

describe('HASH_COST', () => {
  it('is the standard cost everywhere but test runs', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).hashCost).toBe('standard');
    expect(loadConfig(production).hashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test' }).hashCost).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development', HASH_COST: 'test' }).hashCost).toBe('test');
  });

  it('production refuses to start with the test cost', () => {
    expect(() => loadConfig({ ...production, HASH_COST: 'test' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, HASH_COST: 'test' })).toThrow('for test runs only');
    expect(() => loadConfig({ NODE_ENV: 'development', HASH_COST: 'cheap' })).toThrow('HASH_COST must be one of standard, test');
  });

  it("decides the parameters of new hashes, the dummy hash's too; any hash still verifies", async () => {
    const standard = new Argon2Hasher({ hashCost: 'standard' });
    const test = new Argon2Hasher({ hashCost: 'test' });
    const strong = await standard.hash('Correct-Horse-42');
    const cheap = await test.hash('Correct-Horse-42');
    expect(costOf(strong)).toBe('m=65536,p=4,t=3');
    expect(costOf(cheap)).toBe('m=1024,p=1,t=1');
    expect(costOf(await test.dummyHash())).toBe(costOf(cheap));
    expect(await test.verify(strong, 'Correct-Horse-42')).toBe(true);
    expect(await standard.verify(cheap, 'Correct-Horse-42')).toBe(true);
    expect(await test.verify(cheap, 'wrong')).toBe(false);
  });
});
