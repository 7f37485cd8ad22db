import { defineEntity, p } from '@mikro-orm/core';
import { LoginFailure } from '../../domain/login-attempts.js';

export const LoginFailureSchema = defineEntity({
  class: LoginFailure,
  schema: 'identity',
  tableName: 'login_failures',
  properties: {
    id: p.bigint('string').primary(),
    customerId: p.string(),
    ip: p.string().nullable(),
    attemptedAt: p.datetime(),
  },
});
