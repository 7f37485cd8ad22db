import { UserSchema } from '../../modules/identity/infrastructure/persistence/user.schema.js';

/** Every context's persistence mapping: the composition root for MikroORM. */
export const ENTITY_SCHEMAS = [UserSchema];
