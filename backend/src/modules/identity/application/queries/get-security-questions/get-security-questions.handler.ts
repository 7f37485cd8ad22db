import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SecurityQuestionsDto } from '@bank/contracts/security';
import { CUSTOMER_SETTINGS_QUERIES } from '../../../identity.tokens.js';
import type { CustomerSettingsQueries } from '../customer-settings-queries.js';
import { GetSecurityQuestions } from './get-security-questions.query.js';

@QueryHandler(GetSecurityQuestions)
export class GetSecurityQuestionsHandler implements IQueryHandler<GetSecurityQuestions, SecurityQuestionsDto> {
  constructor(@Inject(CUSTOMER_SETTINGS_QUERIES) private readonly settings: CustomerSettingsQueries) {}

  execute({ userId }: GetSecurityQuestions): Promise<SecurityQuestionsDto> {
    return this.settings.securityQuestions(userId);
  }
}
