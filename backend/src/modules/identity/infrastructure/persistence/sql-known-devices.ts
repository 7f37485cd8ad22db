import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import type { KnownDevices } from '../../application/ports/known-devices.js';

/** Rows of `known_devices`, keyed by the customer and the SHA-256 of the device's token. */
@Injectable()
export class SqlKnownDevices implements KnownDevices {
  constructor(private readonly em: EntityManager) {}

  async remember(userId: string, deviceToken: string, description: string, at: Date): Promise<boolean> {
    const tokenHash = createHash('sha256').update(deviceToken).digest();
    // One statement, so two sign-ins at once from a new device agree on which one was first:
    // `xmax = 0` holds only for the row this statement inserted, not for one it updated.
    const [row] = await sql<{ inserted: boolean }>(this.em,
      `insert into identity.known_devices (user_id, token_hash, description, first_seen_at, last_seen_at) values ($1, $2, $3, $4, $4)
       on conflict (user_id, token_hash) do update set description = excluded.description, last_seen_at = excluded.last_seen_at
       returning (xmax = 0) as inserted`,
      [userId, tokenHash, description, at]);
    return row.inserted;
  }
}
