import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsDefined, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_TYPES, CURRENCIES, TRANSACTION_STATUSES, type AccountType, type Currency, type TransactionStatus } from '@bank/contracts/accounts';
import { AdminMessages as A, type CreateAccountRequest, type CreateUserRequest } from '@bank/contracts/admin';
import { InternationalMessages } from '@bank/contracts/international';
import { PROFILE, ProfileMessages as P } from '@bank/contracts/profile';
import { IsCalendarDate } from '../../../shared/http/request-params.js';

/** Surrounding spaces are not part of a name, an id or a note. */
const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A field's rules checked in the order given (stacked decorators would run bottom-up); the first broken one is the message. */
const rules = (...checks: PropertyDecorator[]): PropertyDecorator => (target, key) => {
  for (const check of checks) check(target, key);
};
const NOTE_MAX = 500;

/** SPEC 5 "User creation": the messages of the specification. */
export class CreateUserBody implements CreateUserRequest {
  @Trim() @rules(IsString({ message: 'Customer ID is required' }), IsNotEmpty({ message: 'Customer ID is required' }), MaxLength(32, { message: 'Customer ID must be at most 32 characters' }))
  customerId!: string;

  @Trim() @rules(IsString({ message: P.INVALID_EMAIL }), MaxLength(PROFILE.EMAIL_MAX_LENGTH, { message: P.INVALID_EMAIL }), IsEmail({}, { message: P.INVALID_EMAIL }))
  email!: string;

  @rules(IsString({ message: P.PASSWORD_MIN }), MinLength(PROFILE.PASSWORD_MIN_LENGTH, { message: P.PASSWORD_MIN }), MaxLength(PROFILE.PASSWORD_MAX_LENGTH, { message: P.PASSWORD_TOO_LONG }))
  password!: string;

  @Trim() @rules(IsString({ message: P.FIRST_NAME_REQUIRED }), IsNotEmpty({ message: P.FIRST_NAME_REQUIRED }), MaxLength(PROFILE.NAME_MAX_LENGTH, { message: P.FIRST_NAME_TOO_LONG }))
  firstName!: string;

  @Trim() @rules(IsString({ message: P.LAST_NAME_REQUIRED }), IsNotEmpty({ message: P.LAST_NAME_REQUIRED }), MaxLength(PROFILE.NAME_MAX_LENGTH, { message: P.LAST_NAME_TOO_LONG }))
  lastName!: string;

  @IsOptional() @Trim() @rules(IsString(), MaxLength(PROFILE.PHONE_MAX_LENGTH, { message: P.PHONE_TOO_LONG }))
  phone?: string;

  @IsOptional() @IsCalendarDate({}, { message: 'Date of birth must be a date (YYYY-MM-DD)' })
  dateOfBirth?: string;

  @IsOptional() @Trim() @rules(IsString(), MaxLength(PROFILE.ADDRESS_MAX_LENGTH))
  address?: string;
}

export class UserStatusBody {
  @IsBoolean({ message: A.IS_ACTIVE_REQUIRED })
  isActive!: boolean;
}

export class RestrictionsBody {
  @IsBoolean({ message: A.RESTRICTIONS_REQUIRED }) loginRestricted!: boolean;
  @IsBoolean({ message: A.RESTRICTIONS_REQUIRED }) transactionRestricted!: boolean;
  @IsOptional() @Trim() @IsString() @MaxLength(NOTE_MAX) reason?: string;
}

/** SPEC 5 "Admin password reset". */
export class PasswordResetBody {
  @rules(IsString({ message: A.PASSWORDS_TOO_SHORT }), MinLength(PROFILE.PASSWORD_MIN_LENGTH, { message: A.PASSWORDS_TOO_SHORT }), MaxLength(PROFILE.PASSWORD_MAX_LENGTH, { message: P.PASSWORD_TOO_LONG }))
  newPassword!: string;
}

export class CreateAccountBody implements CreateAccountRequest {
  @Trim() @rules(IsString({ message: A.SELECT_CUSTOMER }), IsNotEmpty({ message: A.SELECT_CUSTOMER }))
  userId!: string;

  @IsOptional() @IsIn(ACCOUNT_TYPES, { message: 'Account type must be checking, savings or credit' })
  accountType?: AccountType;

  @IsOptional() @IsIn(CURRENCIES, { message: A.CURRENCY_INVALID })
  currency?: Currency;

  /** A number or a decimal string; read exactly by Money (never a float). */
  @Allow() initialBalance?: string | number;
  /** SPEC 7 sends `balance` too; initialBalance wins when both come. */
  @Allow() balance?: string | number;
  @Allow() creditLimit?: string | number;
}

export class BalanceBody {
  /** A number or a decimal string; read exactly by Money (never a float). */
  @IsDefined({ message: A.NEW_BALANCE_INVALID })
  newBalance!: unknown;

  @Trim() @rules(IsString({ message: A.REASON_REQUIRED }), IsNotEmpty({ message: A.REASON_REQUIRED }), MaxLength(NOTE_MAX))
  reason!: string;
}

export class CurrencyBody {
  @IsIn(CURRENCIES, { message: A.CURRENCY_INVALID })
  newCurrency!: Currency;

  @IsOptional() @Trim() @IsString() @MaxLength(NOTE_MAX) reason?: string;
}

/** PATCH /api/admin/exchange-rates/{currency}: the rate (checked by the international context), its date, and why. */
export class ExchangeRateBody {
  @Trim() @IsString({ message: 'Exchange rate must be a positive number with at most 6 decimals' }) @MaxLength(20, { message: 'Exchange rate must be a positive number with at most 6 decimals' })
  usdRate!: string;

  @IsOptional() @Trim() @IsString() @MaxLength(10, { message: InternationalMessages.RATE_DATE_INVALID })
  rateDate?: string;

  @Trim() @rules(IsString({ message: 'A reason is required' }), IsNotEmpty({ message: 'A reason is required' }), MaxLength(NOTE_MAX, { message: 'The reason is too long' }))
  reason!: string;
}

/** SPEC 5 "Payment status": notes optional and trimmed; the credit note is shown to the customer. */
export class PaymentStatusBody {
  @IsIn(TRANSACTION_STATUSES, { message: A.STATUS_INVALID })
  status!: TransactionStatus;

  @IsOptional() @Trim() @IsString() @MaxLength(NOTE_MAX) adminNotes?: string;
  @IsOptional() @Trim() @IsString() @MaxLength(NOTE_MAX) creditNote?: string;
}
