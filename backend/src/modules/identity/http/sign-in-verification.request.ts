import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const CODE_REQUIRED = 'Enter the code from your authenticator app or a recovery code';

/** A six-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx). */
export class VerificationCodeRequest {
  @MaxLength(32, { message: CODE_REQUIRED })
  @IsNotEmpty({ message: CODE_REQUIRED })
  @IsString({ message: CODE_REQUIRED })
  code!: string;
}

export class DisableVerificationRequest extends VerificationCodeRequest {
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  password!: string;
}
