import { defineEntity, p } from '@mikro-orm/core';
import { AccountApplication } from '../../domain/account-application.js';
import { DocumentUpload } from '../../domain/document-upload.js';

export const AccountApplicationSchema = defineEntity({
  class: AccountApplication,
  schema: 'onboarding',
  tableName: 'account_applications',
  properties: {
    id: p.uuid().primary(),
    referenceNumber: p.string(),
    status: p.string(),
    email: p.string(),
    firstName: p.text(),
    lastName: p.text(),
    dateOfBirth: p.string().columnType('date'),
    accountType: p.string(),
    currency: p.string(),
    initialDeposit: p.decimal('string').precision(12).scale(2),
    application: p.json<Record<string, unknown>>(),
    submittedIp: p.text().nullable(),
    submittedAt: p.datetime(),
    reviewStartedAt: p.datetime().nullable(),
    decidedAt: p.datetime().nullable(),
    decidedBy: p.uuid().nullable(),
    decidedByCustomerId: p.string().nullable(),
    rejectionReason: p.text().nullable(),
    userId: p.uuid().nullable(),
    customerId: p.string().nullable(),
    accountId: p.uuid().nullable(),
    accountNumber: p.string().nullable(),
    passwordSetAt: p.datetime().nullable(),
    welcomedAt: p.datetime().nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    verificationTokenHash: p.string().nullable(),
    verificationExpiresAt: p.datetime().nullable(),
    activationTokenHash: p.string().nullable(),
    activationExpiresAt: p.datetime().nullable(),
  },
});

export const DocumentUploadSchema = defineEntity({
  class: DocumentUpload,
  schema: 'onboarding',
  tableName: 'document_uploads',
  properties: {
    id: p.uuid().primary(),
    draftHash: p.string(),
    issuedIp: p.text().nullable(),
    expiresAt: p.datetime(),
    status: p.string(),
    contentType: p.string().nullable(),
    size: p.integer().nullable(),
    sha256: p.string().nullable(),
    storedAt: p.datetime().nullable(),
    applicationId: p.uuid().nullable(),
    documentField: p.string().nullable(),
    createdAt: p.datetime(),
  },
});

export const ONBOARDING_SCHEMAS = [AccountApplicationSchema, DocumentUploadSchema];
