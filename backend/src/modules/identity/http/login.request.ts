import { IsNotEmpty, IsString } from 'class-validator';
import type { LoginRequest as LoginRequestContract } from '@bank/contracts/identity';
import { IdentityMessages } from '@bank/contracts/identity';

export class LoginRequest implements LoginRequestContract {
  @IsString({ message: IdentityMessages.CUSTOMER_ID_REQUIRED })
  @IsNotEmpty({ message: IdentityMessages.CUSTOMER_ID_REQUIRED })
  customerId!: string;

  @IsString({ message: IdentityMessages.PASSWORD_REQUIRED })
  @IsNotEmpty({ message: IdentityMessages.PASSWORD_REQUIRED })
  password!: string;
}
