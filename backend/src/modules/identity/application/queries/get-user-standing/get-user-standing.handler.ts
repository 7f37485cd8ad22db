import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { GetUserStanding, type UserStanding } from '../../../public/identity.queries.js';

@QueryHandler(GetUserStanding)
export class GetUserStandingHandler implements IQueryHandler<GetUserStanding, UserStanding> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUserStanding): Promise<UserStanding> {
    const [row] = await sql<{ is_active: boolean; transaction_restricted: boolean; restriction_reason: string | null; first_name: string; last_name: string }>(
      this.em, `select is_active, transaction_restricted, restriction_reason, first_name, last_name from users where id = $1`, [userId]);
    if (!row) throw new Unauthenticated();
    return {
      isActive: row.is_active, transactionRestricted: row.transaction_restricted, restrictionReason: row.restriction_reason,
      firstName: row.first_name, lastName: row.last_name,
    };
  }
}
