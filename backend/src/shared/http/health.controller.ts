import { Controller, Get, Injectable, Res } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { sql } from '../database/sql.js';

/** Whether this process is stopping (SIGTERM): it then tells the load balancer it is not ready. */
@Injectable()
export class ServerState {
  stopping = false;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager, private readonly orm: MikroORM, private readonly state: ServerState) {}

  /** Liveness: the process answers and reaches its database. */
  @Get()
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable' })
  async health(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ok' | 'unavailable'; database: 'up' | 'down' }> {
    try {
      await sql(this.em, 'select 1');
      return { status: 'ok' as const, database: 'up' as const };
    } catch {
      res.status(503);
      return { status: 'unavailable' as const, database: 'down' as const };
    }
  }

  /**
   * Readiness, for the load balancer: send this process traffic only while it is not stopping,
   * reaches its database, and that database has every migration this release knows (a release
   * started against an older schema waits instead of failing requests).
   */
  @Get('ready')
  @ApiServiceUnavailableResponse({ description: 'Stopping, the database unreachable, or a migration not applied' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ready' } | { status: 'not ready'; reason: string }> {
    const notReady = (reason: string) => {
      res.status(503);
      return { status: 'not ready' as const, reason };
    };
    if (this.state.stopping) return notReady('stopping');
    try {
      await sql(this.em, 'select 1');
    } catch {
      return notReady('database unreachable');
    }
    const pending = await this.orm.migrator.getPending().catch(() => null);
    if (pending === null) return notReady('migrations unreadable');
    if (pending.length) return notReady(`${pending.length} migration(s) not applied`);
    return { status: 'ready' as const };
  }
}
