import { defineEntity, p } from '@mikro-orm/core';
import { StepUpAttempts, StepUpChallenge } from '../../domain/step-up.js';
import { StepUpAuthorization } from '../../domain/step-up-authorization.js';

export const StepUpChallengeSchema = defineEntity({
  class: StepUpChallenge,
  schema: 'identity',
  tableName: 'step_up_challenges',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    questionIndex: p.smallint(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    answeredAt: p.datetime().nullable(),
  },
});

export const StepUpAttemptsSchema = defineEntity({
  class: StepUpAttempts,
  schema: 'identity',
  tableName: 'step_up_attempts',
  properties: {
    userId: p.uuid().primary(),
    failedAttempts: p.integer(),
    lockedUntil: p.datetime().nullable(),
    // The row's own bookkeeping: when the count last changed.
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const StepUpAuthorizationSchema = defineEntity({
  class: StepUpAuthorization,
  schema: 'identity',
  tableName: 'step_up_authorizations',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    tokenHash: p.text().unique(),
    purpose: p.string(),
    payloadHash: p.text(),
    signatureData: p.text(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
