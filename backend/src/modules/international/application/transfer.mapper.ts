import type { InternationalTransferDto, NbfcPartnerDto, SupportedCountryDto } from '@bank/contracts/international';
import type { StaffTransferView } from './queries/international-queries.js';
import type { InternationalTransferProps } from '../domain/international-transfer.js';
import type { Country, NbfcPartner } from '../domain/reference-data.js';

/** What the owner sees: everything but the staff's notes and the screening result. */
export function toTransferDto(t: InternationalTransferProps, recipientCountryName: string): InternationalTransferDto {
  return {
    id: t.id, transactionId: t.transactionId, fromAccountId: t.fromAccountId ?? '', fromAccountNumber: t.fromAccountNumber,
    recipientName: t.recipientName, recipientAddress: t.recipientAddress, recipientBankName: t.recipientBankName,
    recipientBankCode: t.recipientBankCode, recipientAccountNumber: t.recipientAccountNumber, recipientIfscCode: t.recipientIfscCode,
    recipientCountryCode: t.recipientCountryCode, recipientCountryName,
    transferAmount: t.transferAmount, transferCurrency: t.transferCurrency as InternationalTransferDto['transferCurrency'],
    exchangeRate: t.exchangeRate, feeAmount: t.feeAmount, totalAmount: t.totalAmount, debitAmount: t.debitAmount,
    debitCurrency: t.debitCurrency as InternationalTransferDto['debitCurrency'], purpose: t.purpose, supportType: t.supportType,
    proxyNetwork: t.proxyNetwork, nbfcPartner: t.nbfcPartner as InternationalTransferDto['nbfcPartner'], status: t.status,
    referenceNumber: t.referenceNumber, estimatedDelivery: t.estimatedDelivery.toISOString(), documentsSubmitted: t.documentsSubmitted,
    complianceChecked: t.complianceChecked, creditNote: t.creditNote,
    statusUpdatedAt: t.statusUpdatedAt ? t.statusUpdatedAt.toISOString() : null,
    createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString(),
  };
}

/** What staff see before the customer is added: everything, with their notes and the screening result. */
export function toStaffView(t: InternationalTransferProps, recipientCountryName: string): StaffTransferView {
  return {
    ...toTransferDto(t, recipientCountryName),
    userId: t.userId, adminNotes: t.adminNotes, statusUpdatedBy: t.statusUpdatedBy, sanctionsMatch: t.sanctionsMatch,
  };
}

export function toPartnerDto(p: NbfcPartner): NbfcPartnerDto {
  return {
    code: p.code as NbfcPartnerDto['code'], name: p.name, feePercentage: p.feePercentage, minHours: p.minHours, maxHours: p.maxHours,
    perTransactionLimit: p.perTransactionLimit, isActive: p.isActive,
  };
}

export function toCountryDto(c: Country, partners: NbfcPartner[]): SupportedCountryDto {
  return {
    id: c.id, countryCode: c.countryCode, countryName: c.countryName, supportType: c.supportType,
    category: c.category as SupportedCountryDto['category'], isActive: c.isActive, transferFeePercentage: c.transferFeePercentage,
    minimumAmount: c.minimumAmount, maximumAmount: c.maximumAmount, processingTimeHours: c.processingTimeHours,
    requiredDocuments: c.requiredDocuments, proxyNetwork: c.proxyNetwork, nbfcPartner: c.nbfcPartner as SupportedCountryDto['nbfcPartner'],
    nbfcPartners: partners.map(toPartnerDto), iban: c.iban,
  };
}
