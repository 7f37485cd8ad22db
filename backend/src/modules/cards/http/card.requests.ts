import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import {
  CARD_TYPES, CardMessages as M, WALLET_TYPES, type AddToWalletRequest, type CardApplicationRequest, type CardType,
  type DigitalWalletAddRequest, type RevealCardRequest, type ToggleCardRequest, type WalletType,
} from '@bank/contracts/cards';

/** The value must equal another field of the same body. */
const SameAs = (property: string, message: string) => ValidateBy(
  { name: 'sameAs', constraints: [property], validator: { validate: (value, args) => value === (args?.object as Record<string, unknown> | undefined)?.[property] } },
  { message },
);

/** The full form sends any of these; then all four are required (the quick apply sends only accountId). */
const fullForm = (o: CardApplyRequest) => [o.cardType, o.deliveryAddress, o.pin, o.confirmPin].some((v) => v !== undefined);

/** SPEC 5 "Card application"; decorators run bottom-up. */
export class CardApplyRequest implements CardApplicationRequest {
  @IsNotEmpty({ message: M.ACCOUNT_REQUIRED })
  @IsString({ message: M.ACCOUNT_REQUIRED })
  accountId!: string;

  @ValidateIf(fullForm)
  @IsIn(CARD_TYPES, { message: M.CARD_TYPE })
  cardType?: CardType;

  @ValidateIf(fullForm)
  @MaxLength(300, { message: M.DELIVERY_ADDRESS })
  @Matches(/\S.{8,}\S/s, { message: M.DELIVERY_ADDRESS })
  @MinLength(10, { message: M.DELIVERY_ADDRESS })
  @IsString({ message: M.DELIVERY_ADDRESS })
  deliveryAddress?: string;

  @ValidateIf(fullForm)
  @Matches(/^\d{4}$/, { message: M.PIN_FORMAT })
  @IsString({ message: M.PIN_FORMAT })
  pin?: string;

  @ValidateIf(fullForm)
  @SameAs('pin', M.PINS_DONT_MATCH)
  @Matches(/^\d{4}$/, { message: M.PINS_DONT_MATCH })
  @IsString({ message: M.PINS_DONT_MATCH })
  confirmPin?: string;
}

export class ToggleCardBody implements ToggleCardRequest {
  @IsBoolean({ message: 'enable must be true or false' })
  @IsDefined({ message: 'enable must be true or false' })
  enable!: boolean;
}

export class AddToWalletBody implements AddToWalletRequest {
  @IsIn(WALLET_TYPES, { message: M.WALLET_TYPE })
  walletType!: WalletType;
}

export class DigitalWalletAddBody implements DigitalWalletAddRequest {
  @IsNotEmpty({ message: 'cardId is required' })
  @IsString({ message: 'cardId is required' })
  cardId!: string;

  @IsIn(WALLET_TYPES, { message: M.WALLET_TYPE })
  walletType!: WalletType;
}

export class RevealCardBody implements RevealCardRequest {
  @IsNotEmpty({ message: M.PASSWORD_REQUIRED })
  @IsString({ message: M.PASSWORD_REQUIRED })
  password!: string;
}
