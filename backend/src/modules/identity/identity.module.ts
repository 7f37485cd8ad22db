import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { CreateUserHandler } from './application/commands/create-user/create-user.handler.js';
import { CreateAdminJob } from './application/jobs/create-admin.job.js';
import { PurgeSessionsJob } from './application/jobs/purge-sessions.job.js';
import { SeedDemoJob } from './application/jobs/seed-demo.job.js';
import { RevokeUserSessionsHandler } from './application/commands/revoke-user-sessions/revoke-user-sessions.handler.js';
import { SetSessionTimeoutHandler } from './application/commands/set-session-timeout/set-session-timeout.handler.js';
import { SignInHandler } from './application/commands/sign-in/sign-in.handler.js';
import { GetCurrentUserHandler } from './application/queries/get-current-user/get-current-user.handler.js';
import { ListActiveSessionsHandler } from './application/queries/list-active-sessions/list-active-sessions.handler.js';
import { AdminSessionsController } from './http/admin-sessions.controller.js';
import { AuthController } from './http/auth.controller.js';
import { LocalStrategy } from './http/local.strategy.js';
import { LOGIN_ATTEMPTS, PASSWORD_HASHER, SESSIONS, USER_REPOSITORY } from './identity.tokens.js';
import { Argon2PasswordHasher } from './infrastructure/persistence/argon2-password-hasher.js';
import { MikroOrmUserRepository } from './infrastructure/persistence/mikro-orm-user.repository.js';
import { SqlLoginAttempts } from './infrastructure/persistence/sql-login-attempts.js';
import { SqlSessions } from './infrastructure/session/sql-sessions.js';

@Module({
  imports: [PassportModule.register({ session: false })],
  controllers: [AuthController, AdminSessionsController],
  providers: [
    LocalStrategy,
    SignInHandler, CreateUserHandler, RevokeUserSessionsHandler, SetSessionTimeoutHandler,
    GetCurrentUserHandler, ListActiveSessionsHandler,
    PurgeSessionsJob, CreateAdminJob, SeedDemoJob,
    { provide: USER_REPOSITORY, useClass: MikroOrmUserRepository },
    { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
    { provide: LOGIN_ATTEMPTS, useClass: SqlLoginAttempts },
    { provide: SESSIONS, useClass: SqlSessions },
  ],
  exports: [USER_REPOSITORY, PASSWORD_HASHER],
})
export class IdentityModule {}
