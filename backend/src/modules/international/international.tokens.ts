export const INTERNATIONAL_TRANSFER_REPOSITORY = Symbol('InternationalTransferRepository');
export const REFERENCE_DATA = Symbol('ReferenceData');
