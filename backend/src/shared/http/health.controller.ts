import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { sql } from '../database/sql.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    try {
      await sql(this.em, 'select 1');
      return { status: 'ok', database: 'up' };
    } catch {
      res.status(503);
      return { status: 'unavailable', database: 'down' };
    }
  }
}
