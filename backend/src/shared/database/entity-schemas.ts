import { UserSchema } from '../../modules/identity/infrastructure/persistence/user.schema.js';
import { SecurityQuestionsSchema } from '../../modules/identity/infrastructure/persistence/security-questions.schema.js';
import { SignatureSchema } from '../../modules/identity/infrastructure/persistence/signature.schema.js';
import { AccountSchema } from '../../modules/accounts/infrastructure/persistence/account.schema.js';
import { NotificationSchema } from '../../modules/notifications/infrastructure/persistence/notification.schema.js';

/** Every context's persistence mapping: the composition root for MikroORM. */
export const ENTITY_SCHEMAS = [UserSchema, SecurityQuestionsSchema, SignatureSchema, NotificationSchema, AccountSchema];
