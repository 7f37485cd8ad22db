import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AdminDebitCardDto, CardApplicationDto } from '@bank/contracts/cards';
import type { CursorPage } from '@bank/contracts/paging';
import { CursorQueryParams } from '../../../shared/http/cursor-query.params.js';
import { AdminOnly, CurrentUser } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { RegisterCard } from '../application/commands/register-card/register-card.command.js';
import { SetCardEnabled } from '../application/commands/set-card-enabled/set-card-enabled.command.js';
import { GetAdminCard, ListAllCards, ListCardApplications } from '../application/queries/admin-lists/admin-card-lists.js';
import { CardNotFound } from '../domain/card.errors.js';
import { ProcessCardApplication } from '../public/cards.api.js';
import { ShowCardNumber } from '../application/commands/show-card-number/show-card-number.handler.js';
import { AdminCardStatusBody, AdminCreateCardBody, CardApplicationListParams, ProcessApplicationBody } from './admin-card.requests.js';

/** Staff's Cards tab (SPEC 2.19, 7): applications to process, every card, Create Card, Disable/Enable. */
@ApiTags('admin: cards')
@Controller('admin')
@AdminOnly()
export class AdminCardsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('card-applications')
  applications(@Query() query: CardApplicationListParams): Promise<CursorPage<CardApplicationDto>> {
    return this.queries.execute(new ListCardApplications(query.status, { cursor: query.cursor, limit: query.limit }));
  }

  @Post('card-applications/:id/process')
  @HttpCode(200)
  async process(@Param('id') id: string, @Body() body: ProcessApplicationBody, @CurrentUser() admin: AuthenticatedUser): Promise<AdminDebitCardDto> {
    await this.commands.execute(new ProcessCardApplication(id, body.approve ? { approve: true } : { approve: false, reason: body.reason!.trim() }, staff(admin)));
    return this.card(id);
  }

  @Get('debit-cards')
  cards(@Query() query: CursorQueryParams): Promise<CursorPage<AdminDebitCardDto>> {
    return this.queries.execute(new ListAllCards({ cursor: query.cursor, limit: query.limit }));
  }

  @Post('debit-cards')
  async create(@Body() body: AdminCreateCardBody, @CurrentUser() admin: AuthenticatedUser): Promise<AdminDebitCardDto> {
    const id = await this.commands.execute<RegisterCard, string>(new RegisterCard(body, staff(admin)));
    return this.card(id);
  }

  @Patch('debit-cards/:cardId/status')
  async status(@Param('cardId') cardId: string, @Body() body: AdminCardStatusBody, @CurrentUser() admin: AuthenticatedUser): Promise<AdminDebitCardDto> {
    await this.commands.execute(new SetCardEnabled(cardId, body.isActive, { by: 'admin', staff: staff(admin) }));
    return this.card(cardId);
  }

  /** The full number for the Cards tab's show/hide toggle: audited, never the CVV. */
  @Post('debit-cards/:cardId/show-number')
  @HttpCode(200)
  showNumber(@Param('cardId') cardId: string, @CurrentUser() admin: AuthenticatedUser): Promise<{ cardNumber: string }> {
    return this.commands.execute(new ShowCardNumber(cardId, staff(admin)));
  }

  private async card(id: string): Promise<AdminDebitCardDto> {
    const card = await this.queries.execute<GetAdminCard, AdminDebitCardDto | null>(new GetAdminCard(id));
    if (!card) throw new CardNotFound();
    return card;
  }
}

const staff = (user: AuthenticatedUser) => ({ id: user.id, customerId: user.customerId });
