import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest as LoginRequestContract } from '@bank/contracts/identity';
import { CUSTOMER_ID_MAX_LENGTH, IdentityMessages } from '@bank/contracts/identity';
import { PROFILE, ProfileMessages } from '@bank/contracts/profile';

export class LoginRequest implements LoginRequestContract {
  @MaxLength(CUSTOMER_ID_MAX_LENGTH, { message: IdentityMessages.CUSTOMER_ID_TOO_LONG })
  @IsString({ message: IdentityMessages.CUSTOMER_ID_REQUIRED })
  @IsNotEmpty({ message: IdentityMessages.CUSTOMER_ID_REQUIRED })
  customerId!: string;

  // No password the bank sets is longer (change, reset, activation, staff), so a longer one is
  // refused here: never hashed (a 100 kB password cost a full argon2 run) and never a failed sign-in.
  @MaxLength(PROFILE.PASSWORD_MAX_LENGTH, { message: ProfileMessages.PASSWORD_TOO_LONG })
  @IsString({ message: IdentityMessages.PASSWORD_REQUIRED })
  @IsNotEmpty({ message: IdentityMessages.PASSWORD_REQUIRED })
  password!: string;
}
