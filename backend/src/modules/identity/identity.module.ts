import { ListAdministratorsHandler } from './application/queries/list-administrators/list-administrators.handler.js';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { CreateUserHandler } from './application/commands/create-user/create-user.handler.js';
import { ResetAdminPasswordJob, SetAdminStatusJob } from './application/jobs/administrator-jobs.js';
import { CreateAdminJob } from './application/jobs/create-admin.job.js';
import { ResealSignInSecretsJob } from './application/jobs/reseal-sign-in-secrets.job.js';
import { PurgeSessionsJob } from './application/jobs/purge-sessions.job.js';
import { RevokeUserSessionsHandler } from './application/commands/revoke-user-sessions/revoke-user-sessions.handler.js';
import { SetSessionTimeoutHandler } from './application/commands/set-session-timeout/set-session-timeout.handler.js';
import { SignInHandler } from './application/commands/sign-in/sign-in.handler.js';
import { GetCurrentUserHandler } from './application/queries/get-current-user/get-current-user.handler.js';
import { ListActiveSessionsHandler } from './application/queries/list-active-sessions/list-active-sessions.handler.js';
import { AdminSessionsController } from './http/admin-sessions.controller.js';
import { AuthController } from './http/auth.controller.js';
import { LocalStrategy } from './http/local.strategy.js';
import {
  AUTHENTICATOR, CUSTOMER_SETTINGS_QUERIES, PASSKEY_CEREMONIES, PASSKEYS, KNOWN_DEVICES, SIGN_IN_VERIFICATION, LOGIN_ATTEMPTS, NOTIFICATION_SETTINGS, PASSWORD_HASHER, SECURITY_QUESTIONS_REPOSITORY, SIGNATURE_REPOSITORY,
  STEP_UP_REPOSITORY, USER_QUERIES, USER_REPOSITORY,
} from './identity.tokens.js';
import { Argon2Hasher } from '../../shared/security/argon2-hasher.js';
import { MikroOrmUserRepository } from './infrastructure/persistence/mikro-orm-user.repository.js';
import { MikroOrmKnownDeviceRepository } from './infrastructure/persistence/mikro-orm-known-devices.repository.js';
import { MikroOrmLoginAttempts } from './infrastructure/persistence/mikro-orm-login-attempts.repository.js';
import { IssueStepUpChallengeHandler } from './application/commands/issue-step-up-challenge/issue-step-up-challenge.handler.js';
import { SaveSecurityQuestionsHandler } from './application/commands/save-security-questions/save-security-questions.handler.js';
import { SaveSignatureHandler } from './application/commands/save-signature/save-signature.handler.js';
import { VerifyStepUpHandler } from './application/commands/verify-step-up/verify-step-up.handler.js';
import { CheckStepUpAuthorizationHandler } from './application/queries/check-step-up-authorization/check-step-up-authorization.handler.js';
import { GetSecurityQuestionsHandler } from './application/queries/get-security-questions/get-security-questions.handler.js';
import { GetSecuritySetupHandler } from './application/queries/get-security-setup/get-security-setup.handler.js';
import { SecuritySetupController } from './http/security-setup.controller.js';
import { StepUpController } from './http/step-up.controller.js';
import { MikroOrmSecurityQuestionsRepository } from './infrastructure/persistence/mikro-orm-security-questions.repository.js';
import { MikroOrmSignatureRepository } from './infrastructure/persistence/mikro-orm-signature.repository.js';
import { MikroOrmStepUpRepository } from './infrastructure/persistence/mikro-orm-step-up.repository.js';
import { SqlCustomerSettingsQueries } from './infrastructure/sql-customer-settings-queries.js';
import { SqlUserQueries } from './infrastructure/sql-user-queries.js';
import { RepositoryStepUpTokenMinter } from './infrastructure/step-up-token-minter.js';
import { STEP_UP_TOKEN_MINTER } from './public/step-up-token-minting.js';
import { FindUserIdByCustomerIdHandler } from './application/queries/find-user-id/find-user-id.handler.js';
import { PasswordCheck } from './application/password-check.js';
import { ADMINISTER_USER_HANDLERS } from './application/commands/administer-user/administer-user.handlers.js';
import { ListUsersForAdminHandler } from './application/queries/list-users-for-admin/list-users-for-admin.handler.js';
import { SignInThrottle } from './application/sign-in-throttle.js';
import { ChangePasswordHandler } from './application/commands/change-password/change-password.handler.js';
import { SIGN_IN_VERIFICATION_HANDLERS } from './application/commands/sign-in-verification/sign-in-verification.handlers.js';
import { SignInRecorder } from './application/sign-in-recorder.js';
import { SignInVerifier } from './application/sign-in-verifier.js';
import { OtplibAuthenticator } from './infrastructure/otplib-authenticator.js';
import { MikroOrmSignInVerificationRepository } from './infrastructure/persistence/mikro-orm-sign-in-verification.repository.js';
import { UpdateNotificationPreferencesHandler } from './application/commands/update-notification-preferences/update-notification-preferences.handler.js';
import { UpdateProfileHandler } from './application/commands/update-profile/update-profile.handler.js';
import { GetNotificationPreferencesHandler } from './application/queries/get-notification-preferences/get-notification-preferences.handler.js';
import { GetSecurityStatusHandler } from './application/queries/get-security-status/get-security-status.handler.js';
import { NotificationPreferencesController } from './http/notification-preferences.controller.js';
import { ProfileController } from './http/profile.controller.js';
import { MikroOrmNotificationSettingsRepository } from './infrastructure/persistence/mikro-orm-notification-settings.repository.js';
import { ConfirmPasswordHandler } from './application/queries/confirm-password/confirm-password.handler.js';
import { StepUpStatementPartsModule } from './infrastructure/statement-parts/sql-step-up-statement-parts.js';
import { AdminSecondFactorModule } from './infrastructure/sql-admin-second-factor.js';
import { GetCustomerContactHandler } from './application/queries/get-customer-contact/get-customer-contact.handler.js';
import { PASSKEY_HANDLERS } from './application/commands/passkeys/passkeys.handlers.js';
import { ListPasskeysHandler } from './application/queries/list-passkeys/list-passkeys.handler.js';
import { PasskeyVerifier } from './application/passkey-verifier.js';
import { PasskeysController } from './http/passkeys.controller.js';
import { SqlPasskeyRepository } from './infrastructure/persistence/sql-passkeys.repository.js';
import { SimpleWebAuthnCeremonies } from './infrastructure/simplewebauthn-ceremonies.js';
import { AttemptLimiter } from '../../shared/security/attempt-limiter.js';
import { attemptLogIn } from '../../shared/database/sql-attempt-log.js';
import { PASSWORD_RESET_HANDLERS } from './application/commands/password-reset/password-reset.handlers.js';
import { EMAIL_CHANGE_HANDLERS } from './application/commands/email-change/email-change.handlers.js';
import { EmailedLinksController } from './http/emailed-links.controller.js';

@Module({
  imports: [PassportModule.register({ session: false }), StepUpStatementPartsModule, AdminSecondFactorModule],
  controllers: [AuthController, AdminSessionsController, SecuritySetupController, StepUpController, ProfileController, NotificationPreferencesController, PasskeysController, EmailedLinksController],
  providers: [
    LocalStrategy,
    PasswordCheck, SignInThrottle, SignInVerifier, SignInRecorder, ...SIGN_IN_VERIFICATION_HANDLERS,
    { provide: SIGN_IN_VERIFICATION, useClass: MikroOrmSignInVerificationRepository },
    { provide: AUTHENTICATOR, useClass: OtplibAuthenticator },
    PasskeyVerifier, ...PASSKEY_HANDLERS, ListPasskeysHandler,
    { provide: PASSKEYS, useClass: SqlPasskeyRepository },
    { provide: PASSKEY_CEREMONIES, useClass: SimpleWebAuthnCeremonies },
    SignInHandler, CreateUserHandler, RevokeUserSessionsHandler, SetSessionTimeoutHandler,
    GetCurrentUserHandler, ListActiveSessionsHandler, GetCustomerContactHandler,
    PurgeSessionsJob, CreateAdminJob, SetAdminStatusJob, ResetAdminPasswordJob, ResealSignInSecretsJob,
    ...ADMINISTER_USER_HANDLERS, ListUsersForAdminHandler, ListAdministratorsHandler,
    { provide: USER_REPOSITORY, useClass: MikroOrmUserRepository },
    { provide: PASSWORD_HASHER, useClass: Argon2Hasher },
    { provide: LOGIN_ATTEMPTS, useClass: MikroOrmLoginAttempts },
    { provide: KNOWN_DEVICES, useClass: MikroOrmKnownDeviceRepository },
    SaveSecurityQuestionsHandler, SaveSignatureHandler, IssueStepUpChallengeHandler, VerifyStepUpHandler,
    GetSecuritySetupHandler, GetSecurityQuestionsHandler, CheckStepUpAuthorizationHandler,
    { provide: SECURITY_QUESTIONS_REPOSITORY, useClass: MikroOrmSecurityQuestionsRepository },
    { provide: SIGNATURE_REPOSITORY, useClass: MikroOrmSignatureRepository },
    { provide: STEP_UP_REPOSITORY, useClass: MikroOrmStepUpRepository },
    { provide: STEP_UP_TOKEN_MINTER, useClass: RepositoryStepUpTokenMinter },
    UpdateProfileHandler, ChangePasswordHandler, UpdateNotificationPreferencesHandler, ...PASSWORD_RESET_HANDLERS, ...EMAIL_CHANGE_HANDLERS,
    AttemptLimiter, attemptLogIn('identity.link_attempts'),
    GetSecurityStatusHandler, GetNotificationPreferencesHandler, ConfirmPasswordHandler,
    { provide: NOTIFICATION_SETTINGS, useClass: MikroOrmNotificationSettingsRepository },
    FindUserIdByCustomerIdHandler,
    { provide: USER_QUERIES, useClass: SqlUserQueries },
    { provide: CUSTOMER_SETTINGS_QUERIES, useClass: SqlCustomerSettingsQueries },
  ],
})
export class IdentityModule {}
