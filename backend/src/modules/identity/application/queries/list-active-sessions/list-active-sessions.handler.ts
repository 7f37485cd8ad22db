import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminSessionsDto } from '@bank/contracts/identity';
import { Clock } from '../../../../../shared/clock.js';
import { Sessions } from '../../../../../shared/sessions/sessions.js';
import { ListActiveSessions } from './list-active-sessions.query.js';

@QueryHandler(ListActiveSessions)
export class ListActiveSessionsHandler implements IQueryHandler<ListActiveSessions, AdminSessionsDto> {
  constructor(private readonly sessions: Sessions, private readonly clock: Clock) {}

  async execute(): Promise<AdminSessionsDto> {
    const [active, timeoutMinutes] = await Promise.all([this.sessions.listActive(), this.sessions.timeoutMinutes()]);
    const now = this.clock.now().getTime();
    return {
      totalActiveSessions: active.length,
      timeoutMinutes,
      sessionDetails: active.map((s) => ({
        customerId: s.customerId,
        loginTime: s.loginTime.toISOString(),
        lastActivity: s.lastActivity.toISOString(),
        timeRemaining: Math.max(0, Math.floor((s.expiresAt.getTime() - now) / 1000)),
      })),
    };
  }
}
