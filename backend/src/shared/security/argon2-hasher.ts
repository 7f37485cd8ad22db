import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import argon2, { type HashOptions } from 'argon2';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig, HashCost } from '../../config/config.js';

/** A secret that is only ever checked, never shown again: passwords, security answers, card PINs. */
export interface SecretHasher {
  hash(secret: string): Promise<string>;
  verify(hash: string, secret: string): Promise<boolean>;
}

/**
 * argon2id's parameters per HASH_COST. 'standard' is the library's defaults (64 MiB, 3 passes, 4
 * lanes: OWASP's recommended minimum or better). 'test' is argon2's smallest memory and one pass,
 * about a hundred times cheaper, so suites that sign in hundreds of times stay fast; loadConfig
 * refuses it in production. `verify` reads the parameters from each hash, so the cost only
 * decides new hashes.
 */
export const HASH_PARAMETERS: Record<HashCost, Pick<HashOptions, 'memoryCost' | 'timeCost' | 'parallelism'>> = {
  standard: {},
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/** argon2id; the one hasher of the app (DESIGN 5). */
@Injectable()
export class Argon2Hasher implements SecretHasher {
  private readonly parameters: (typeof HASH_PARAMETERS)[HashCost];
  // A hash of a random secret made by `hash` itself, so its parameters are always those of real
  // hashes (identity checks unknown customer ids against it); at start, so the first unknown id
  // does not pay for making it.
  private readonly dummy: Promise<string>;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'hashCost'>) {
    this.parameters = HASH_PARAMETERS[config.hashCost];
    this.dummy = this.hash(randomBytes(32).toString('base64url'));
  }

  hash(secret: string): Promise<string> {
    return argon2.hash(secret, { ...this.parameters, type: argon2.argon2id });
  }

  async verify(hash: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      return false;
    }
  }

  /** Nothing matches it; checking against it costs what checking a real hash costs. */
  dummyHash(): Promise<string> {
    return this.dummy;
  }
}
