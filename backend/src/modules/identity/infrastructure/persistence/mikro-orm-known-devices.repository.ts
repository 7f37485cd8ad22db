import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { KnownDevice, type KnownDeviceRepository } from '../../domain/known-device.js';
import { sql } from '../../../../shared/database/sql.js';

@Injectable()
export class MikroOrmKnownDeviceRepository implements KnownDeviceRepository {
  constructor(private readonly em: EntityManager) {}

  async remember(device: KnownDevice): Promise<boolean> {
    // One statement, so two sign-ins at once from a new device agree on which one was first:
    // `xmax = 0` holds only for the row this statement inserted, not for one it updated.
    const [row] = await sql<{ inserted: boolean }>(this.em,
      `insert into identity.known_devices (user_id, token_hash, description, first_seen_at, last_seen_at) values ($1, $2, $3, $4, $5)
       on conflict (user_id, token_hash) do update set description = excluded.description, last_seen_at = excluded.last_seen_at
       returning (xmax = 0) as inserted`,
      [device.userId, device.tokenHash, device.description, device.firstSeenAt, device.lastSeenAt]);
    return row.inserted;
  }

  async isKnown(userId: string, deviceToken: string): Promise<boolean> {
    return (await this.em.count(KnownDevice, { userId, tokenHash: KnownDevice.hashOf(deviceToken) })) > 0;
  }

  forgetUnseenSince(before: Date): Promise<number> {
    return this.em.nativeDelete(KnownDevice, { lastSeenAt: { $lt: before } });
  }
}
