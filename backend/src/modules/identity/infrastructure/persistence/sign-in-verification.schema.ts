import { defineEntity, p } from '@mikro-orm/core';
import { TotpEnrolment } from '../../domain/sign-in-verification.js';

export const TotpEnrolmentSchema = defineEntity({
  class: TotpEnrolment,
  schema: 'identity',
  tableName: 'totp_enrolments',
  properties: {
    userId: p.uuid().primary(),
    secretSealed: p.text(),
    confirmedAt: p.datetime().nullable(),
    lastUsedStep: p.bigint('number').nullable(),
    createdAt: p.datetime(),
  },
});
