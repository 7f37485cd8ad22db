import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CardMessages, type AddToWalletResponse, type DebitCardDto, type RevealedCardDto, type WalletType } from '@bank/contracts/cards';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { Uncompressed } from '../../../shared/http/api-compression.js';
import { isUuid } from '../../../shared/ids.js';
import { AccountNotFound } from '../../accounts/public/accounts.errors.js';
import { AddCardToWallet } from '../application/commands/add-card-to-wallet/add-card-to-wallet.command.js';
import { RevealCard } from '../application/commands/reveal-card/reveal-card.command.js';
import { SetCardEnabled } from '../application/commands/set-card-enabled/set-card-enabled.command.js';
import { ListMyCards } from '../application/queries/list-my-cards/list-my-cards.query.js';
import { CardNotFound } from '../domain/card.errors.js';
import { ApplyForCard } from '../public/cards.api.js';
import { AddToWalletBody, CardApplyRequest, DigitalWalletAddBody, RevealCardBody, ToggleCardBody } from './card.requests.js';

/** The customer's own cards (SPEC 7 "Cards"); another customer's card is a 404. */
@ApiTags('cards')
@Controller()
@SignedIn()
export class CardsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('debit-cards')
  list(@CurrentUser() user: AuthenticatedUser): Promise<DebitCardDto[]> {
    return this.queries.execute(new ListMyCards(user.id));
  }

  @Get('debit-cards/account/:accountId')
  async ofAccount(@CurrentUser() user: AuthenticatedUser, @Param('accountId') accountId: string): Promise<DebitCardDto[]> {
    if (!isUuid(accountId)) throw new AccountNotFound();
    return this.queries.execute<ListMyCards, DebitCardDto[]>(new ListMyCards(user.id, accountId));
  }

  @Post('debit-cards')
  async apply(@CurrentUser() user: AuthenticatedUser, @Body() body: CardApplyRequest): Promise<DebitCardDto> {
    const id = await this.commands.execute<ApplyForCard, string>(new ApplyForCard(user.id, body));
    return this.mine(user, id);
  }

  @Patch('debit-cards/:cardId/toggle')
  async toggle(@CurrentUser() user: AuthenticatedUser, @Param('cardId') cardId: string, @Body() body: ToggleCardBody): Promise<DebitCardDto> {
    await this.commands.execute(new SetCardEnabled(cardId, body.enable, { by: 'owner', userId: user.id }));
    return this.mine(user, cardId);
  }

  @Post('debit-cards/:id/add-to-wallet')
  @HttpCode(200)
  addToWallet(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: AddToWalletBody): Promise<AddToWalletResponse> {
    return this.wallet(user, id, body.walletType);
  }

  @Post('digital-wallet/add-card')
  @HttpCode(200)
  digitalWallet(@CurrentUser() user: AuthenticatedUser, @Body() body: DigitalWalletAddBody): Promise<AddToWalletResponse> {
    return this.wallet(user, body.cardId, body.walletType);
  }

  /** The full number and CVV, after the password again; rate limited and written to the card's history. */
  @Post('debit-cards/:id/reveal')
  @Uncompressed()
  @HttpCode(200)
  reveal(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: RevealCardBody, @Req() req: Request): Promise<RevealedCardDto> {
    return this.commands.execute(new RevealCard(user.id, id, body.password, req.ip ?? null));
  }

  private async wallet(user: AuthenticatedUser, cardId: string, walletType: WalletType): Promise<AddToWalletResponse> {
    await this.commands.execute(new AddCardToWallet(user.id, cardId, walletType));
    return { message: CardMessages.ADDED_TO_WALLET(walletType), walletType, card: await this.mine(user, cardId) };
  }

  private async mine(user: AuthenticatedUser, cardId: string): Promise<DebitCardDto> {
    const card = (await this.queries.execute<ListMyCards, DebitCardDto[]>(new ListMyCards(user.id))).find((c) => c.id === cardId);
    if (!card) throw new CardNotFound();
    return card;
  }
}
