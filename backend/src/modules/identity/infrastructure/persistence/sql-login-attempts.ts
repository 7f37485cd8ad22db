import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LoginAttempts } from '../../application/ports/login-attempts.js';
import { sql } from '../../../../shared/database/sql.js';

@Injectable()
export class SqlLoginAttempts implements LoginAttempts {
  constructor(private readonly em: EntityManager) {}

  async recentFailures(by: { customerId: string; ip: string | null }, windowMinutes: number) {
    const [row] = await sql<{ for_customer: string; for_ip: string }>(this.em,
      `select count(*) filter (where customer_id = $1) as for_customer, count(*) filter (where ip = $2) as for_ip
       from login_failures where attempted_at > now() - make_interval(mins => $3)`,
      [by.customerId, by.ip, windowMinutes]);
    return { forCustomer: Number(row.for_customer), forIp: Number(row.for_ip) };
  }

  async recordFailure(customerId: string, ip: string | null): Promise<void> {
    await sql(this.em, `insert into login_failures (customer_id, ip) values ($1, $2)`, [customerId, ip]);
  }

  async clearFailures(customerId: string): Promise<void> {
    await sql(this.em, `delete from login_failures where customer_id = $1`, [customerId]);
  }
}
