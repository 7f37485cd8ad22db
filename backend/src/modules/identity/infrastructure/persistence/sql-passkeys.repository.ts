import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../shared/database/sql.js';
import { Passkey, type PasskeyRepository } from '../../domain/passkey.js';

interface PasskeyRow {
  id: string; user_id: string; credential_id: string; public_key: Buffer; counter: string; transports: string[]; name: string; created_at: Date; last_used_at: Date | null;
}

const COLUMNS = 'id, user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at';

@Injectable()
export class SqlPasskeyRepository implements PasskeyRepository {
  constructor(private readonly em: EntityManager) {}

  async listFor(userId: string): Promise<Passkey[]> {
    const rows = await sql<PasskeyRow>(this.em, `select ${COLUMNS} from identity.passkeys where user_id = $1 order by created_at, id`, [userId]);
    return rows.map(toPasskey);
  }

  async count(userId: string): Promise<number> {
    const [row] = await sql<{ n: number }>(this.em, `select count(*)::int as n from identity.passkeys where user_id = $1`, [userId]);
    return row.n;
  }

  async lockByCredentialId(credentialId: string): Promise<Passkey | null> {
    const [row] = await sql<PasskeyRow>(this.em, `select ${COLUMNS} from identity.passkeys where credential_id = $1 for update`, [credentialId]);
    return row ? toPasskey(row) : null;
  }

  async add(p: Passkey): Promise<void> {
    await sql(this.em,
      `insert into identity.passkeys (id, user_id, credential_id, public_key, counter, transports, name, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [p.id, p.userId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports, p.name, p.createdAt]);
  }

  async saveUse(p: Passkey): Promise<void> {
    await sql(this.em, `update identity.passkeys set counter = $2, last_used_at = $3 where id = $1`, [p.id, p.counter, p.lastUsedAt]);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    return (await sql(this.em, `delete from identity.passkeys where user_id = $1 and id = $2 returning 1`, [userId, id])).length === 1;
  }
}

function toPasskey(row: PasskeyRow): Passkey {
  return Object.assign(new Passkey(), {
    id: row.id, userId: row.user_id, credentialId: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter),
    transports: row.transports, name: row.name, createdAt: new Date(row.created_at), lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
  });
}
