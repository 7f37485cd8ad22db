import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import {
  AdminCardMessages as M, CARD_APPLICATION_STATUSES, type AdminCardStatusRequest, type AdminCreateCardRequest, type CardApplicationStatus,
  type ProcessCardApplicationRequest,
} from '@bank/contracts/cards';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { isLuhnValid } from '../domain/card-number.js';

const Luhn = (message: string) => ValidateBy({ name: 'luhn', validator: { validate: (value) => typeof value === 'string' && isLuhnValid(value) } }, { message });

/** SPEC 5 "Create card (admin)": every field required; the rules of the number, expiry and CVV. */
export class AdminCreateCardBody implements AdminCreateCardRequest {
  @IsNotEmpty({ message: M.MISSING_INFORMATION })
  @IsString({ message: M.MISSING_INFORMATION })
  accountId!: string;

  @Luhn(M.CARD_NUMBER)
  @Matches(/^\d{16}$/, { message: M.CARD_NUMBER })
  @IsNotEmpty({ message: M.MISSING_INFORMATION })
  @IsString({ message: M.MISSING_INFORMATION })
  cardNumber!: string;

  @MaxLength(26, { message: 'Card holder name must be at most 26 characters' })
  @Matches(/\S/, { message: M.MISSING_INFORMATION })
  @IsString({ message: M.MISSING_INFORMATION })
  cardHolderName!: string;

  @IsInt({ message: M.EXPIRY_MONTH })
  @Type(() => Number)
  @IsDefined({ message: M.MISSING_INFORMATION })
  expiryMonth!: number;

  @IsInt({ message: M.EXPIRY_YEAR })
  @Type(() => Number)
  @IsDefined({ message: M.MISSING_INFORMATION })
  expiryYear!: number;

  @Matches(/^\d{3}$/, { message: M.CVV })
  @IsNotEmpty({ message: M.MISSING_INFORMATION })
  @IsString({ message: M.MISSING_INFORMATION })
  cvv!: string;
}

export class ProcessApplicationBody implements ProcessCardApplicationRequest {
  @IsBoolean({ message: 'approve must be true or false' })
  approve!: boolean;

  @ValidateIf((o: ProcessApplicationBody) => o.approve === false)
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  @MinLength(3, { message: M.REASON_REQUIRED })
  @Matches(/\S/, { message: M.REASON_REQUIRED })
  @IsString({ message: M.REASON_REQUIRED })
  reason?: string;
}

export class AdminCardStatusBody implements AdminCardStatusRequest {
  @IsBoolean({ message: 'isActive must be true or false' })
  @IsDefined({ message: 'isActive must be true or false' })
  isActive!: boolean;
}

/** `?status=&cursor=&limit=` of the Cards tab's applications. */
export class CardApplicationListParams extends CursorQueryParams {
  @IsOptional() @IsIn(CARD_APPLICATION_STATUSES, { message: M.APPLICATION_STATUS })
  status?: CardApplicationStatus;
}
