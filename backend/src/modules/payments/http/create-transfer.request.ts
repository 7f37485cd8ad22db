import { IsDefined, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import type { DomesticTransferRequest } from '@bank/contracts/payments';
import { PaymentMessages } from '@bank/contracts/payments';

export class CreateTransferRequest implements DomesticTransferRequest {
  @IsString({ message: PaymentMessages.FROM_ACCOUNT_REQUIRED })
  @IsNotEmpty({ message: PaymentMessages.FROM_ACCOUNT_REQUIRED })
  fromAccountId!: string;

  // class-validator runs these bottom-up: the length rule first, as the form shows it.
  @Matches(/^80\d{6}$/, { message: PaymentMessages.ACCOUNT_NUMBER_FORMAT })
  @Length(8, 8, { message: PaymentMessages.ACCOUNT_NUMBER_LENGTH })
  @IsString({ message: PaymentMessages.ACCOUNT_NUMBER_LENGTH })
  toAccountNumber!: string;

  /** Number or decimal string; the exact rules are Money's (400 with a clear message). */
  @IsDefined({ message: PaymentMessages.AMOUNT_POSITIVE })
  amount!: string | number;

  @IsString({ message: PaymentMessages.DESCRIPTION_REQUIRED })
  @Matches(/\S/, { message: PaymentMessages.DESCRIPTION_REQUIRED })
  @MaxLength(200, { message: 'Description must be at most 200 characters' })
  description!: string;

  @IsOptional()
  @IsString()
  authorizationToken!: string;
}
