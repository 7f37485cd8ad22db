import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest as LoginRequestContract } from '@bank/contracts/identity';
import { CUSTOMER_ID_MAX_LENGTH, IdentityMessages } from '@bank/contracts/identity';

export class LoginRequest implements LoginRequestContract {
  @MaxLength(CUSTOMER_ID_MAX_LENGTH, { message: IdentityMessages.CUSTOMER_ID_TOO_LONG })
  @IsString({ message: IdentityMessages.CUSTOMER_ID_REQUIRED })
  @IsNotEmpty({ message: IdentityMessages.CUSTOMER_ID_REQUIRED })
  customerId!: string;

  @IsString({ message: IdentityMessages.PASSWORD_REQUIRED })
  @IsNotEmpty({ message: IdentityMessages.PASSWORD_REQUIRED })
  password!: string;
}
