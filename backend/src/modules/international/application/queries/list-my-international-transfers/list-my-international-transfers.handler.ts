import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { InternationalTransferDto, InternationalTransferPage, InternationalTransferQuery } from '@bank/contracts/international';
import { isUuid } from '../../../../../shared/ids.js';
import { INTERNATIONAL_QUERIES } from '../../../international.tokens.js';
import { InternationalTransferNotFound } from '../../international.errors.js';
import type { InternationalQueries } from '../international-queries.js';

/** The customer's own international transfers, newest first, one keyset page at a time. */
export class ListMyInternationalTransfers {
  constructor(readonly userId: string, readonly page: InternationalTransferQuery) {}
}

/** One of the customer's own transfers; another customer's is not found (404). */
export class GetMyInternationalTransfer {
  constructor(readonly userId: string, readonly transferId: string) {}
}

@QueryHandler(ListMyInternationalTransfers)
export class ListMyInternationalTransfersHandler implements IQueryHandler<ListMyInternationalTransfers, InternationalTransferPage> {
  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly queries: InternationalQueries) {}

  execute({ userId, page }: ListMyInternationalTransfers): Promise<InternationalTransferPage> {
    return this.queries.myTransfers(userId, page);
  }
}

@QueryHandler(GetMyInternationalTransfer)
export class GetMyInternationalTransferHandler implements IQueryHandler<GetMyInternationalTransfer, InternationalTransferDto> {
  constructor(@Inject(INTERNATIONAL_QUERIES) private readonly queries: InternationalQueries) {}

  async execute({ userId, transferId }: GetMyInternationalTransfer): Promise<InternationalTransferDto> {
    const transfer = isUuid(transferId) ? await this.queries.myTransfer(userId, transferId) : null;
    if (!transfer) throw new InternationalTransferNotFound();
    return transfer;
  }
}
