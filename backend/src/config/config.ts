import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config as loadDotenv } from 'dotenv';

/** The repository root, whether running from src/ (tests) or dist/src/ (built). */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  let dir = from;
  while (!existsSync(resolve(dir, 'tsconfig.base.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Processes serving HTTP on the port (node cluster); see docs/decisions/server-workers.md. */
  workers: number;
  /** Unset outside production: an embedded PostgreSQL is started instead. */
  databaseUrl: string | undefined;
  /** Connections each process keeps to PostgreSQL at most; see docs/decisions/database-pool-size.md. */
  databasePoolSize: number;
  /**
   * The owner role's URL (MIGRATION_DATABASE_URL), for `npm run job -- migrate` only: the server
   * never holds it (docs/decisions/database-roles.md). The embedded default fills it in.
   */
  migrationDatabaseUrl: string | undefined;
  embeddedPostgresPort: number;
  dataDir: string;
  /** The built client served at / (frontend/dist); not served when it has no index.html. */
  clientDir: string;
  sessionSecret: string;
  /** The app's own origin, for the CSRF origin check. */
  appOrigin: string;
  /** Behind exactly one reverse proxy (TRUST_PROXY): its X-Forwarded-For and -Proto are believed, no other hop's. */
  trustProxy: boolean;
  /** The OpenAPI document and its page at /api/docs (API_DOCS): on outside production. */
  apiDocs: boolean;
  /** Prometheus metrics on a listener of their own (METRICS_PORT), unset: no listener. */
  metricsPort: number | undefined;
  /** The address the metrics listener binds (METRICS_HOST): 127.0.0.1, so only the host's scraper reaches it. */
  metricsHost: string;
  /** `Secure` session cookie; on by default in production (serve it over HTTPS). */
  cookieSecure: boolean;
  seedDemoData: boolean;
  runScheduledJobs: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  settlementDelaySeconds: number;
  reviewThreshold: string;
  /**
   * How much faster than real time international transfers reach their estimated delivery for the
   * settlement job (INTERNATIONAL_TIME_FACTOR): 1 in production; 360 turns 24 hours into 4 minutes for a demo.
   */
  internationalTimeFactor: number;
  /** 32 bytes for AES-256-GCM over card CVVs (CARD_ENCRYPTION_KEY, 64 hex characters); required in production. */
  cardEncryptionKey: Buffer;
  /**
   * The key before the last rotation (CARD_ENCRYPTION_KEY_PREVIOUS): what it sealed still opens
   * until `reseal-card-secrets` and `reseal-sign-in-secrets` have sealed everything again under CARD_ENCRYPTION_KEY (docs/operations.md).
   */
  cardEncryptionKeyPrevious: Buffer | undefined;
  /**
   * argon2id's cost for passwords, security answers and PINs (HASH_COST): 'standard' (the library's
   * defaults), or 'test', a cheap cost for test runs that production refuses to start with
   * (docs/decisions/test-hash-cost.md).
   */
  hashCost: HashCost;
  /**
   * What the per-IP allowances (the sign-in throttle's and those of the emailed links, password
   * resets, application status look-ups, applications and upload URLs) are multiplied by
   * (IP_LIMIT_FACTOR, 1 to 1000): 1 in production, which refuses another value. A QA server raises
   * it, so the contract runs QA makes from one machine do not spend each other's allowance
   * (docs/testing.md); per-customer and per-account limits are never multiplied.
   */
  ipLimitFactor: number;
  /**
   * Where email leaves (SMTP_URL, e.g. smtp://user:pass@mail.example:587); required in production.
   * Elsewhere unset means the MailDev that `npm start` runs (MAILDEV_SMTP_PORT, 1025 unless set).
   */
  smtpUrl: string;
  /** The sender of the bank's email (MAIL_FROM). */
  mailFrom: string;
}

export type HashCost = 'standard' | 'test';

/** Development and tests only: production refuses to start without CARD_ENCRYPTION_KEY. */
export const DEV_CARD_ENCRYPTION_KEY = '6465762d6f6e6c792d636172642d6b65792d6368616e67652d6d652d21212121';

/**
 * node-postgres's own default, and about what a PostgreSQL of a few cores serves best; also the
 * floor: a scheduled job holds one connection for its lock while it works on another, and up to
 * seven can run at once (docs/decisions/database-pool-size.md).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

export class ConfigError extends Error {}

/** Reads and validates the environment once; `.env` at the repo root is loaded if present. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (env === process.env) loadDotenv({ path: resolve(REPO_ROOT, '.env'), quiet: true });
  const nodeEnv = oneOf(env.NODE_ENV ?? 'development', ['development', 'test', 'production'], 'NODE_ENV');
  const production = nodeEnv === 'production';
  const port = integer(env.PORT ?? '3000', 'PORT', 1, 65535);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (production && !databaseUrl) throw new ConfigError('DATABASE_URL is required in production');
  const sessionSecret = env.SESSION_SECRET ?? (production ? '' : 'dev-only-session-secret-change-me');
  if (production && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET of at least 32 characters is required in production');
  }
  return {
    nodeEnv,
    port,
    workers: integer(env.WEB_CONCURRENCY ?? '1', 'WEB_CONCURRENCY', 1, 64),
    databaseUrl,
    databasePoolSize: integer(env.DATABASE_POOL_SIZE ?? String(DEFAULT_DATABASE_POOL_SIZE), 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 200),
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    embeddedPostgresPort: integer(env.EMBEDDED_PG_PORT ?? '54329', 'EMBEDDED_PG_PORT', 1, 65535),
    dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data'),
    clientDir: resolve(REPO_ROOT, 'frontend/dist'),
    sessionSecret,
    appOrigin: env.APP_ORIGIN ?? `http://localhost:${port}`,
    trustProxy: flag(env.TRUST_PROXY, false),
    apiDocs: flag(env.API_DOCS, !production),
    metricsPort: env.METRICS_PORT ? integer(env.METRICS_PORT, 'METRICS_PORT', 1, 65535) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    cookieSecure: flag(env.COOKIE_SECURE, production),
    seedDemoData: flag(env.SEED_DEMO_DATA, !production),
    runScheduledJobs: flag(env.RUN_SCHEDULED_JOBS, nodeEnv !== 'test'),
    logLevel: oneOf(env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'), ['debug', 'info', 'warn', 'error'], 'LOG_LEVEL'),
    settlementDelaySeconds: integer(env.SETTLEMENT_DELAY_SECONDS ?? '0', 'SETTLEMENT_DELAY_SECONDS', 0, 86400 * 30),
    reviewThreshold: decimal(env.REVIEW_THRESHOLD ?? '5000.00', 'REVIEW_THRESHOLD'),
    internationalTimeFactor: integer(env.INTERNATIONAL_TIME_FACTOR ?? '1', 'INTERNATIONAL_TIME_FACTOR', 1, 100000),
    cardEncryptionKey: cardKey(env.CARD_ENCRYPTION_KEY, production),
    cardEncryptionKeyPrevious: previousCardKey(env.CARD_ENCRYPTION_KEY_PREVIOUS),
    hashCost: hashCost(env.HASH_COST, nodeEnv),
    ipLimitFactor: ipLimitFactor(env.IP_LIMIT_FACTOR, production),
    smtpUrl: smtpUrl(env, production),
    mailFrom: env.MAIL_FROM || 'Meridian Private Bank <no-reply@bank.example>',
  };
}

function smtpUrl(env: NodeJS.ProcessEnv, production: boolean): string {
  const url = env.SMTP_URL;
  if (!url) {
    if (production) throw new ConfigError('SMTP_URL is required in production (e.g. smtp://user:password@mail.example.com:587): the bank sends verification, activation and security email');
    return `smtp://127.0.0.1:${integer(env.MAILDEV_SMTP_PORT ?? '1025', 'MAILDEV_SMTP_PORT', 1, 65535)}`;
  }
  if (!/^smtps?:\/\/[^\s]+$/.test(url)) throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  return url;
}

function hashCost(value: string | undefined, nodeEnv: AppConfig['nodeEnv']): HashCost {
  const cost = oneOf(value || (nodeEnv === 'test' ? 'test' : 'standard'), ['standard', 'test'], 'HASH_COST');
  if (cost === 'test' && nodeEnv === 'production') throw new ConfigError('HASH_COST=test is for test runs only: production hashes at the standard cost');
  return cost;
}

function ipLimitFactor(value: string | undefined, production: boolean): number {
  const factor = integer(value || '1', 'IP_LIMIT_FACTOR', 1, 1000);
  if (factor !== 1 && production) throw new ConfigError('IP_LIMIT_FACTOR is for QA servers only: production keeps the per-IP limits as they are');
  return factor;
}

function previousCardKey(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new ConfigError('CARD_ENCRYPTION_KEY_PREVIOUS must be 64 hex characters (32 bytes)');
  return Buffer.from(value, 'hex');
}

function cardKey(value: string | undefined, production: boolean): Buffer {
  if (!value) {
    if (production) throw new ConfigError('CARD_ENCRYPTION_KEY (64 hex characters) is required in production');
    return Buffer.from(DEV_CARD_ENCRYPTION_KEY, 'hex');
  }
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new ConfigError('CARD_ENCRYPTION_KEY must be 64 hex characters (32 bytes)');
  if (production && value.toLowerCase() === DEV_CARD_ENCRYPTION_KEY) throw new ConfigError('CARD_ENCRYPTION_KEY must not be the development key in production');
  return Buffer.from(value, 'hex');
}

function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  if (!allowed.includes(value as T)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function integer(value: string, name: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function decimal(value: string, name: string): string {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value)) throw new ConfigError(`${name} must be a decimal amount like 5000.00`);
  return value;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`expected true or false, got "${value}"`);
}

/** The data keys that may open a sealed secret: the current one first, then the previous one during a rotation. */
export function dataKeys(config: Pick<AppConfig, 'cardEncryptionKey' | 'cardEncryptionKeyPrevious'>): Buffer[] {
  return config.cardEncryptionKeyPrevious ? [config.cardEncryptionKey, config.cardEncryptionKeyPrevious] : [config.cardEncryptionKey];
}
