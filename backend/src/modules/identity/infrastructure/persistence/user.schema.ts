import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../domain/user.js';

export const UserSchema = defineEntity({
  class: User,
  schema: 'identity',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    customerId: p.string().unique(),
    email: p.string().unique(),
    passwordHash: p.string().fieldName('password'),
    firstName: p.string(),
    lastName: p.string(),
    phone: p.string().nullable(),
    dateOfBirth: p.string().columnType('date').nullable(),
    address: p.text().nullable(),
    role: p.string(),
    isVerified: p.boolean(),
    isActive: p.boolean(),
    loginRestricted: p.boolean(),
    transactionRestricted: p.boolean(),
    restrictionReason: p.text().nullable(),
    lastLoginAt: p.datetime().nullable(),
    previousLoginAt: p.datetime().nullable(),
    twoFactorEnabled: p.boolean(),
    passwordChangedAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
