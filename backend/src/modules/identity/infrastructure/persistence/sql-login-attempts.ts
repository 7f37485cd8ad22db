import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LoginAttempts } from '../../application/ports/login-attempts.js';

@Injectable()
export class SqlLoginAttempts implements LoginAttempts {
  constructor(private readonly em: EntityManager) {}

  async recentFailures(by: { customerId: string; ip: string | null }, windowMinutes: number) {
    const [row] = await this.em.getConnection().execute<{ for_customer: string; for_ip: string }[]>(
      `select count(*) filter (where customer_id = ?) as for_customer, count(*) filter (where ip = ?) as for_ip
       from login_failures where attempted_at > now() - make_interval(mins => ?)`,
      [by.customerId, by.ip, windowMinutes]);
    return { forCustomer: Number(row.for_customer), forIp: Number(row.for_ip) };
  }

  async recordFailure(customerId: string, ip: string | null): Promise<void> {
    await this.em.getConnection().execute(`insert into login_failures (customer_id, ip) values (?, ?)`, [customerId, ip]);
  }

  async clearFailures(customerId: string): Promise<void> {
    await this.em.getConnection().execute(`delete from login_failures where customer_id = ?`, [customerId], 'run', this.em.getTransactionContext());
  }
}
