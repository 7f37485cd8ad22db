import { IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { INTERNATIONAL, InternationalMessages } from '@bank/contracts/international';
import { PaymentMessages } from '@bank/contracts/payments';

/**
 * `GET /api/transfers/limits`: the source account and the payee, checked as the transfer forms
 * check them: an account number of this bank, or (without one) a recipient abroad.
 */
export class TransferLimitsParams {
  @IsString({ message: PaymentMessages.FROM_ACCOUNT_REQUIRED })
  @IsNotEmpty({ message: PaymentMessages.FROM_ACCOUNT_REQUIRED })
  fromAccountId!: string;

  // class-validator runs these bottom-up: the length rule first, as the form shows it.
  @ValidateIf((params: TransferLimitsParams) => params.recipientCountryCode === undefined)
  @Matches(/^80\d{6}$/, { message: PaymentMessages.ACCOUNT_NUMBER_FORMAT })
  @Length(8, 8, { message: PaymentMessages.ACCOUNT_NUMBER_LENGTH })
  @IsString({ message: PaymentMessages.ACCOUNT_NUMBER_LENGTH })
  toAccountNumber?: string;

  /** A recipient abroad: who the per-payee limit counts (country, account number, IFSC or BIC). */
  @IsOptional()
  @Length(3, 3, { message: InternationalMessages.COUNTRY_CODE })
  @IsString({ message: InternationalMessages.COUNTRY_CODE })
  recipientCountryCode?: string;

  @ValidateIf((params: TransferLimitsParams) => params.recipientCountryCode !== undefined)
  @MaxLength(INTERNATIONAL.MAX_LENGTHS.recipientAccountNumber + 8, { message: InternationalMessages.TOO_LONG })
  @IsNotEmpty({ message: InternationalMessages.ACCOUNT_NUMBER })
  @IsString({ message: InternationalMessages.ACCOUNT_NUMBER })
  recipientAccountNumber?: string;

  /** India's IFSC, or else the BIC: whichever the transfer would carry (the IFSC counts first). */
  @IsOptional()
  @MaxLength(11, { message: InternationalMessages.IFSC_INVALID })
  @IsString({ message: InternationalMessages.IFSC_INVALID })
  recipientIfscCode?: string;

  @IsOptional()
  @MaxLength(11, { message: InternationalMessages.BIC_INVALID })
  @IsString({ message: InternationalMessages.BIC_INVALID })
  recipientBankCode?: string;
}
