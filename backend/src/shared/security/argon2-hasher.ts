import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** A secret that is only ever checked, never shown again: passwords, security answers, card PINs. */
export interface SecretHasher {
  hash(secret: string): Promise<string>;
  verify(hash: string, secret: string): Promise<boolean>;
}

/** argon2id with the library's defaults (OWASP's recommended minimum or better); the one hasher of the app (DESIGN 5). */
@Injectable()
export class Argon2Hasher implements SecretHasher {
  // A hash of a random secret made by `hash` itself, so its parameters are always those of real
  // hashes (identity checks unknown customer ids against it); at start, so the first unknown id
  // does not pay for making it.
  private readonly dummy = this.hash(randomBytes(32).toString('base64url'));

  hash(secret: string): Promise<string> {
    return argon2.hash(secret, { type: argon2.argon2id });
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
