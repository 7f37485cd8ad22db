import { IsNotEmpty, IsString, Length, Matches } from 'class-validator';
import { PaymentMessages } from '@bank/contracts/payments';

/** `GET /api/transfers/limits`: the source account and the payee's number, checked as the transfer form checks them. */
export class TransferLimitsParams {
  @IsString({ message: PaymentMessages.FROM_ACCOUNT_REQUIRED })
  @IsNotEmpty({ message: PaymentMessages.FROM_ACCOUNT_REQUIRED })
  fromAccountId!: string;

  // class-validator runs these bottom-up: the length rule first, as the form shows it.
  @Matches(/^80\d{6}$/, { message: PaymentMessages.ACCOUNT_NUMBER_FORMAT })
  @Length(8, 8, { message: PaymentMessages.ACCOUNT_NUMBER_LENGTH })
  @IsString({ message: PaymentMessages.ACCOUNT_NUMBER_LENGTH })
  toAccountNumber!: string;
}
