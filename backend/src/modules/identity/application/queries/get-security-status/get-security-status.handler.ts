import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SecurityStatusDto } from '@bank/contracts/profile';
import { Unauthenticated } from '../../../../../shared/errors/domain-error.js';
import { CUSTOMER_SETTINGS_QUERIES } from '../../../identity.tokens.js';
import type { CustomerSettingsQueries } from '../customer-settings-queries.js';
import { GetSecurityStatus } from './get-security-status.query.js';

@QueryHandler(GetSecurityStatus)
export class GetSecurityStatusHandler implements IQueryHandler<GetSecurityStatus, SecurityStatusDto> {
  constructor(@Inject(CUSTOMER_SETTINGS_QUERIES) private readonly settings: CustomerSettingsQueries) {}

  async execute({ userId }: GetSecurityStatus): Promise<SecurityStatusDto> {
    const status = await this.settings.securityStatus(userId);
    if (!status) throw new Unauthenticated();
    return status;
  }
}
