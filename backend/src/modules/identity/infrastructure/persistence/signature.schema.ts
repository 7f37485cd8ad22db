import { defineEntity, p } from '@mikro-orm/core';
import { Signature } from '../../domain/signature.js';

export const SignatureSchema = defineEntity({
  class: Signature,
  schema: 'identity',
  tableName: 'user_signatures',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().unique(),
    signatureData: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
