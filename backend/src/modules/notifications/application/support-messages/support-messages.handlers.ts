import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, QueryBus, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminSupportMessageDto, SupportMessageDto, SupportMessageStatus } from '@bank/contracts/notifications';
import type { CursorPage, CursorQuery } from '@bank/contracts/paging';
import { RecordAuditEntry, type AuditActor } from '../../../admin/public/audit.commands.js';
import { FindUserForAdmin, type AdminUserView } from '../../../identity/public/admin-user.commands.js';
import { Clock } from '../../../../shared/clock.js';
import { TransactionRunner } from '../../../../shared/database/transaction-runner.js';
import { Outbox } from '../../../../shared/outbox/outbox.js';
import { assertMayLeaveMessage, SupportMessage, SupportMessageNotFound, type SupportMessageRepository } from '../../domain/support-message.js';
import { Notification } from '../../domain/notification.js';
import { SUPPORT_MESSAGE_QUERIES, SUPPORT_MESSAGE_REPOSITORY } from '../../notifications.tokens.js';
import { SupportMessageAnswered } from '../../public/notifications.events.js';
import type { SupportMessageQueries } from './support-message-queries.js';

/** The customer leaves a message from the chat. */
export class LeaveSupportMessage {
  constructor(readonly userId: string, readonly body: unknown) {}
}

/** The customer's latest messages with their replies, for the chat panel. */
export class ListMySupportMessages {
  constructor(readonly userId: string) {}
}

/** The back office's Messages list, newest first, keyset-paged; `status` filters open or answered ones. */
export class ListSupportMessagesForStaff {
  constructor(readonly status: SupportMessageStatus | undefined, readonly page: CursorQuery) {}
}

/**
 * A staff member answers a message, once (409 after); audited in the transaction of the reply,
 * and the customer gets a normal-priority notification after commit.
 */
export class AnswerSupportMessage {
  constructor(readonly actor: AuditActor, readonly messageId: string, readonly reply: unknown) {}
}

@CommandHandler(LeaveSupportMessage)
export class LeaveSupportMessageHandler implements ICommandHandler<LeaveSupportMessage, SupportMessageDto> {
  constructor(
    @Inject(SUPPORT_MESSAGE_REPOSITORY) private readonly messages: SupportMessageRepository,
    private readonly tx: TransactionRunner, private readonly clock: Clock,
  ) {}

  execute({ userId, body }: LeaveSupportMessage): Promise<SupportMessageDto> {
    const message = SupportMessage.leave({ id: randomUUID(), userId, body, at: this.clock.now() });
    return this.tx.run(async () => {
      assertMayLeaveMessage(await this.messages.lockAndCountOpen(userId));
      await this.messages.add(message);
      return { id: message.id, body: message.body, createdAt: message.createdAt.toISOString(), status: message.status, reply: null, repliedAt: null };
    });
  }
}

@QueryHandler(ListMySupportMessages)
export class ListMySupportMessagesHandler implements IQueryHandler<ListMySupportMessages, SupportMessageDto[]> {
  constructor(@Inject(SUPPORT_MESSAGE_QUERIES) private readonly queries: SupportMessageQueries) {}
  execute({ userId }: ListMySupportMessages) { return this.queries.recentOf(userId); }
}

@QueryHandler(ListSupportMessagesForStaff)
export class ListSupportMessagesForStaffHandler implements IQueryHandler<ListSupportMessagesForStaff, CursorPage<AdminSupportMessageDto>> {
  constructor(@Inject(SUPPORT_MESSAGE_QUERIES) private readonly messages: SupportMessageQueries, private readonly queries: QueryBus) {}

  async execute({ status, page }: ListSupportMessagesForStaff): Promise<CursorPage<AdminSupportMessageDto>> {
    const found = await this.messages.pageForStaff(status, page);
    // Names are identity's: one look-up per customer on the page (at most MAX_PAGE_LIMIT).
    const userIds = [...new Set(found.items.map((m) => m.userId))];
    const users = await Promise.all(userIds.map((id) => this.queries.execute<FindUserForAdmin, AdminUserView | null>(new FindUserForAdmin(id))));
    const byId = new Map(userIds.map((id, i) => [id, users[i]]));
    return {
      ...found,
      items: found.items.map((m) => {
        const user = byId.get(m.userId);
        return { ...m, customerId: user?.customerId ?? '', customerName: user ? `${user.firstName} ${user.lastName}` : 'Deleted customer' };
      }),
    };
  }
}

@CommandHandler(AnswerSupportMessage)
export class AnswerSupportMessageHandler implements ICommandHandler<AnswerSupportMessage, void> {
  constructor(
    @Inject(SUPPORT_MESSAGE_REPOSITORY) private readonly messages: SupportMessageRepository,
    private readonly tx: TransactionRunner, private readonly outbox: Outbox, private readonly clock: Clock, private readonly commands: CommandBus,
  ) {}

  execute({ actor, messageId, reply }: AnswerSupportMessage): Promise<void> {
    if (!Notification.isId(messageId)) throw new SupportMessageNotFound();
    return this.tx.run(async () => {
      const message = await this.messages.findForUpdate(messageId);
      if (!message) throw new SupportMessageNotFound();
      const before = message.snapshot();
      message.answer(reply, actor.id, this.clock.now());
      await this.messages.saveReply(message);
      await this.outbox.record(new SupportMessageAnswered({ messageId: message.id, userId: message.userId, reply: message.reply! }));
      await this.commands.execute(new RecordAuditEntry({ actor, action: 'message.reply', target: { type: 'message', id: message.id, ownerId: message.userId }, before, after: message.snapshot() }));
    });
  }
}

export const SUPPORT_MESSAGE_HANDLERS = [LeaveSupportMessageHandler, ListMySupportMessagesHandler, ListSupportMessagesForStaffHandler, AnswerSupportMessageHandler];
