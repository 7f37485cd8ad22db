import { UserSchema } from '../../modules/identity/infrastructure/persistence/user.schema.js';
import { SecurityQuestionsSchema } from '../../modules/identity/infrastructure/persistence/security-questions.schema.js';
import { SignatureSchema } from '../../modules/identity/infrastructure/persistence/signature.schema.js';
import { StepUpAttemptsSchema, StepUpAuthorizationSchema, StepUpChallengeSchema } from '../../modules/identity/infrastructure/persistence/step-up.schema.js';
import { KnownDeviceSchema } from '../../modules/identity/infrastructure/persistence/known-device.schema.js';
import { TotpEnrolmentSchema } from '../../modules/identity/infrastructure/persistence/sign-in-verification.schema.js';
import { LoginFailureSchema } from '../../modules/identity/infrastructure/persistence/login-failure.schema.js';
import { NotificationSettingsSchema } from '../../modules/identity/infrastructure/persistence/notification-settings.schema.js';
import { AccountSchema } from '../../modules/accounts/infrastructure/persistence/account.schema.js';
import { CARD_SCHEMAS } from '../../modules/cards/infrastructure/persistence/card.schemas.js';
import { ONBOARDING_SCHEMAS } from '../../modules/onboarding/infrastructure/persistence/onboarding.schemas.js';
import { AuditEntrySchema } from '../../modules/admin/infrastructure/persistence/audit-entry.schema.js';
import { INTERNATIONAL_SCHEMAS } from '../../modules/international/infrastructure/persistence/international.schemas.js';
import { TransferSchema } from '../../modules/payments/infrastructure/persistence/transfer.schema.js';
import { NotificationSchema } from '../../modules/notifications/infrastructure/persistence/notification.schema.js';

/** Every context's persistence mapping: the composition root for MikroORM. */
export const ENTITY_SCHEMAS = [
  UserSchema, SecurityQuestionsSchema, SignatureSchema, StepUpChallengeSchema, StepUpAttemptsSchema, StepUpAuthorizationSchema,
  KnownDeviceSchema, LoginFailureSchema, NotificationSettingsSchema, TotpEnrolmentSchema,
  NotificationSchema, AccountSchema, TransferSchema, AuditEntrySchema,
  ...CARD_SCHEMAS,
  ...ONBOARDING_SCHEMAS,
  ...INTERNATIONAL_SCHEMAS,
];
