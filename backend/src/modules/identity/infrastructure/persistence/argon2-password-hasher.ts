import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher.js';

/** argon2id with the library's defaults (OWASP's recommended minimum or better). */
@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
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
}
