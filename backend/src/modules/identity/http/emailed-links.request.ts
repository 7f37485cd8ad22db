import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import {
  PASSWORD_RESET, PasswordResetMessages as R, type CompletePasswordResetRequest as CompleteContract, type PasswordResetRequest as ResetContract,
} from '@bank/contracts/identity';
import { PROFILE, ProfileMessages as M, type VerifyEmailChangeRequest as VerifyContract } from '@bank/contracts/profile';
import { SameAs } from './change-password.request.js';

/** An emailed link's token: 32 random bytes as base64url (43 characters); anything far longer is no link of ours. */
const LINK_TOKEN_MAX_LENGTH = 200;

/** Forgot password: a customer ID or an email, as typed (surrounding spaces aside). */
export class PasswordResetRequest implements ResetContract {
  @MaxLength(PASSWORD_RESET.IDENTIFIER_MAX_LENGTH, { message: R.IDENTIFIER_TOO_LONG })
  @IsNotEmpty({ message: R.IDENTIFIER_REQUIRED })
  @IsString({ message: R.IDENTIFIER_REQUIRED })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  customerIdOrEmail!: string;
}

/** The new password from the reset link: the rules and messages of the password change. Decorators are checked bottom-up. */
export class CompletePasswordResetRequest implements CompleteContract {
  @MaxLength(LINK_TOKEN_MAX_LENGTH, { message: R.TOKEN_REQUIRED })
  @IsNotEmpty({ message: R.TOKEN_REQUIRED })
  @IsString({ message: R.TOKEN_REQUIRED })
  token!: string;

  @MaxLength(PROFILE.PASSWORD_MAX_LENGTH, { message: M.PASSWORD_TOO_LONG })
  @MinLength(PROFILE.PASSWORD_MIN_LENGTH, { message: M.PASSWORD_MIN })
  @IsString({ message: M.PASSWORD_MIN })
  password!: string;

  @SameAs('password', M.PASSWORDS_DONT_MATCH)
  @IsNotEmpty({ message: M.CONFIRM_PASSWORD_REQUIRED })
  @IsString({ message: M.CONFIRM_PASSWORD_REQUIRED })
  confirmPassword!: string;
}

/** The token of the link emailed to a customer's new address. */
export class VerifyEmailChangeRequest implements VerifyContract {
  @MaxLength(LINK_TOKEN_MAX_LENGTH, { message: M.EMAIL_CHANGE_TOKEN_REQUIRED })
  @IsNotEmpty({ message: M.EMAIL_CHANGE_TOKEN_REQUIRED })
  @IsString({ message: M.EMAIL_CHANGE_TOKEN_REQUIRED })
  token!: string;
}
