import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../../../../shared/database/sql.js';
import { ListAdministrators } from '../../../public/list-administrators.query.js';

@QueryHandler(ListAdministrators)
export class ListAdministratorsHandler implements IQueryHandler<ListAdministrators, string[]> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<string[]> {
    const rows = await sql<{ id: string }>(this.em, `select id from identity.users where role = 'admin' and is_active and deleted_at is null order by created_at limit 100`);
    return rows.map((r) => r.id);
  }
}
