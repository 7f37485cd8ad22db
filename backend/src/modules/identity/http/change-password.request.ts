import { IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import type { ChangePasswordRequest as ChangePasswordContract } from '@bank/contracts/profile';
import { PROFILE, ProfileMessages as M } from '@bank/contracts/profile';

/** The value must equal another field of the same body. */
export const SameAs = (property: string, message: string) => ValidateBy(
  { name: 'sameAs', constraints: [property], validator: { validate: (value, args) => value === (args?.object as Record<string, unknown> | undefined)?.[property] } },
  { message },
);

/** Passwords are taken exactly as typed, never trimmed. Decorators are checked bottom-up. */
export class ChangePasswordRequest implements ChangePasswordContract {
  @IsNotEmpty({ message: M.CURRENT_PASSWORD_REQUIRED })
  @IsString({ message: M.CURRENT_PASSWORD_REQUIRED })
  currentPassword!: string;

  @MaxLength(PROFILE.PASSWORD_MAX_LENGTH, { message: M.PASSWORD_TOO_LONG })
  @MinLength(PROFILE.PASSWORD_MIN_LENGTH, { message: M.PASSWORD_MIN })
  @IsString({ message: M.PASSWORD_MIN })
  newPassword!: string;

  @SameAs('newPassword', M.PASSWORDS_DONT_MATCH)
  @IsNotEmpty({ message: M.CONFIRM_PASSWORD_REQUIRED })
  @IsString({ message: M.CONFIRM_PASSWORD_REQUIRED })
  confirmPassword!: string;
}
