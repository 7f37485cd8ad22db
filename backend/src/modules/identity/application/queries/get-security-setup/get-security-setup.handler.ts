import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SecuritySetupStatusDto } from '@bank/contracts/security';
import { CUSTOMER_SETTINGS_QUERIES } from '../../../identity.tokens.js';
import type { CustomerSettingsQueries } from '../customer-settings-queries.js';
import { GetSecuritySetup } from './get-security-setup.query.js';

@QueryHandler(GetSecuritySetup)
export class GetSecuritySetupHandler implements IQueryHandler<GetSecuritySetup, SecuritySetupStatusDto> {
  constructor(@Inject(CUSTOMER_SETTINGS_QUERIES) private readonly settings: CustomerSettingsQueries) {}

  execute({ userId }: GetSecuritySetup): Promise<SecuritySetupStatusDto> {
    return this.settings.securitySetup(userId);
  }
}
