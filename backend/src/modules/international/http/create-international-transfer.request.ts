import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, Length, MaxLength, ValidateBy } from 'class-validator';
import {
  INTERNATIONAL, INTERNATIONAL_CURRENCIES, InternationalMessages as M, NBFC_PARTNER_CODES,
  type CreateInternationalTransferRequest, type InternationalCurrency, type NbfcPartnerCode,
} from '@bank/contracts/international';

/** A field's rules checked in the order given (stacked decorators would run bottom-up); the first broken one is the message. */
const rules = (...checks: PropertyDecorator[]): PropertyDecorator => (target, key) => {
  for (const check of checks) check(target, key);
};
/** At least `min` characters once surrounding spaces are removed ("   " is not a name). */
const MinTrimmed = (min: number, message: string) =>
  ValidateBy({ name: 'minTrimmed', validator: { validate: (value) => typeof value === 'string' && value.trim().length >= min, defaultMessage: () => message } });
const text = (min: number, max: number, message: string) =>
  rules(IsString({ message }), MinTrimmed(min, message), MaxLength(max, { message: M.TOO_LONG }));
const { MIN_LENGTHS: MIN, MAX_LENGTHS: MAX } = INTERNATIONAL;

/** SPEC 5 "International transfer", with its messages. Values are bound to the step-up token as sent. */
export class CreateInternationalTransferBody implements CreateInternationalTransferRequest {
  @rules(IsString({ message: M.FROM_ACCOUNT_REQUIRED }), IsNotEmpty({ message: M.FROM_ACCOUNT_REQUIRED }), MaxLength(64, { message: M.FROM_ACCOUNT_REQUIRED }))
  fromAccountId!: string;

  @text(MIN.recipientName, MAX.recipientName, M.RECIPIENT_NAME) recipientName!: string;
  @text(MIN.recipientAddress, MAX.recipientAddress, M.RECIPIENT_ADDRESS) recipientAddress!: string;
  @text(MIN.recipientBankName, MAX.recipientBankName, M.BANK_NAME) recipientBankName!: string;

  @IsOptional() @rules(IsString({ message: M.BIC_INVALID }), MaxLength(20, { message: M.BIC_INVALID })) recipientBankCode?: string;

  @text(MIN.recipientAccountNumber, MAX.recipientAccountNumber, M.ACCOUNT_NUMBER) recipientAccountNumber!: string;

  @IsOptional() @rules(IsString({ message: M.IFSC_INVALID }), MaxLength(20, { message: M.IFSC_INVALID })) recipientIfscCode?: string;

  @rules(IsString({ message: M.COUNTRY_CODE }), Length(3, 3, { message: M.COUNTRY_CODE })) recipientCountryCode!: string;

  /** Number or decimal string; Money's rules decide (400 with SPEC 5's message). */
  @IsDefined({ message: M.TRANSFER_AMOUNT }) transferAmount!: string | number;

  @rules(IsString({ message: M.CURRENCY }), Length(3, 3, { message: M.CURRENCY }), IsIn(INTERNATIONAL_CURRENCIES, { message: M.CURRENCY }))
  transferCurrency!: InternationalCurrency;

  @text(MIN.purpose, MAX.purpose, M.PURPOSE) purpose!: string;

  @IsOptional() @IsIn(NBFC_PARTNER_CODES, { message: M.PARTNER_NOT_AVAILABLE }) nbfcPartner?: NbfcPartnerCode;

  @IsOptional() @IsString() @MaxLength(200) authorizationToken!: string;
}
