import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import type { UpdateAuthProfileRequest as AuthProfileContract, UpdateProfileRequest as ProfileContract } from '@bank/contracts/profile';
import { PROFILE, ProfileMessages as M } from '@bank/contracts/profile';

/**
 * The rules of one field, checked in the order given; the first broken one is the message.
 * Surrounding spaces are trimmed first: they are not part of a name, an address or a phone number.
 */
const field = (...rules: PropertyDecorator[]): PropertyDecorator => (target, key) => {
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))(target, key);
  for (const rule of rules) rule(target, key);
};

const FirstName = () => field(IsString({ message: M.FIRST_NAME_REQUIRED }), IsNotEmpty({ message: M.FIRST_NAME_REQUIRED }),
  MaxLength(PROFILE.NAME_MAX_LENGTH, { message: M.FIRST_NAME_TOO_LONG }));
const LastName = () => field(IsString({ message: M.LAST_NAME_REQUIRED }), IsNotEmpty({ message: M.LAST_NAME_REQUIRED }),
  MaxLength(PROFILE.NAME_MAX_LENGTH, { message: M.LAST_NAME_TOO_LONG }));
const Email = () => field(IsString({ message: M.INVALID_EMAIL }), MaxLength(PROFILE.EMAIL_MAX_LENGTH, { message: M.INVALID_EMAIL }),
  IsEmail({}, { message: M.INVALID_EMAIL }));

/** The Settings page's Profile tab: phone and address required. */
export class UpdateProfileRequest implements ProfileContract {
  @FirstName() firstName!: string;
  @LastName() lastName!: string;
  @Email() email!: string;

  @field(IsString({ message: M.PHONE_REQUIRED }), IsNotEmpty({ message: M.PHONE_REQUIRED }), MaxLength(PROFILE.PHONE_MAX_LENGTH, { message: M.PHONE_TOO_LONG }))
  phone!: string;

  @field(IsString({ message: M.ADDRESS_REQUIRED }), IsNotEmpty({ message: M.ADDRESS_REQUIRED }), MaxLength(PROFILE.ADDRESS_MAX_LENGTH, { message: M.ADDRESS_TOO_LONG }))
  address!: string;
}

/** The Profile page: no address, and a phone of at least 10 characters. */
export class UpdateAuthProfileRequest implements AuthProfileContract {
  @FirstName() firstName!: string;
  @LastName() lastName!: string;
  @Email() email!: string;

  @field(IsString({ message: M.PHONE_MIN }), MinLength(PROFILE.PHONE_MIN_LENGTH, { message: M.PHONE_MIN }), MaxLength(PROFILE.PHONE_MAX_LENGTH, { message: M.PHONE_TOO_LONG }))
  phone!: string;
}
