import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  SecurityMessages, type SaveSecurityQuestionsRequest, type SaveSignatureRequest, type SecurityQuestionsDto,
  type SecuritySavedResponse, type SecuritySetupStatusDto,
} from '@bank/contracts/security';
import { CurrentUser, SignedIn } from '../../../shared/auth/guards.js';
import type { AuthenticatedUser } from '../../../shared/auth/session-data.js';
import { SaveSecurityQuestions } from '../application/commands/save-security-questions/save-security-questions.command.js';
import { SaveSignature } from '../application/commands/save-signature/save-signature.command.js';
import { CREDENTIALS_CONFIRMATION_MS, type CredentialsProof, type CredentialsSaved } from '../application/password-check.js';
import { GetSecurityQuestions } from '../application/queries/get-security-questions/get-security-questions.query.js';
import { GetSecuritySetup } from '../application/queries/get-security-setup/get-security-setup.query.js';

/**
 * The security set-up wizard. Bodies are read raw: the domain rules give the specification's
 * messages for every bad value, and the demo seeder sends the same commands.
 */
@ApiTags('security setup')
@Controller()
@SignedIn()
export class SecuritySetupController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get('auth/security-setup')
  status(@CurrentUser() user: AuthenticatedUser): Promise<SecuritySetupStatusDto> {
    return this.queries.execute(new GetSecuritySetup(user.id));
  }

  @Get('user/security-questions')
  questions(@CurrentUser() user: AuthenticatedUser): Promise<SecurityQuestionsDto> {
    return this.queries.execute(new GetSecurityQuestions(user.id));
  }

  @Post('auth/security-questions')
  async saveQuestions(@Body() body: Partial<SaveSecurityQuestionsRequest>, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<SecuritySavedResponse> {
    const { question1, question2, question3, answer1, answer2, answer3 } = body ?? {};
    const saved = await this.commands.execute<SaveSecurityQuestions, CredentialsSaved>(
      new SaveSecurityQuestions(user.id, { question1, question2, question3, answer1, answer2, answer3 }, proofOf(req, body?.currentPassword)));
    rememberConfirmation(req, saved);
    return { message: SecurityMessages.QUESTIONS_SAVED };
  }

  @Post('auth/signature')
  async saveSignature(@Body() body: Partial<SaveSignatureRequest>, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<SecuritySavedResponse> {
    const saved = await this.commands.execute<SaveSignature, CredentialsSaved>(new SaveSignature(user.id, body?.signatureData, proofOf(req, body?.currentPassword)));
    rememberConfirmation(req, saved);
    return { message: SecurityMessages.SIGNATURE_SAVED };
  }
}

/** The password sent with the request, and whether this session confirmed it a moment ago. */
function proofOf(req: Request, currentPassword: unknown): CredentialsProof {
  const confirmedAt = req.session.credentialsConfirmedAt ?? 0;
  return { currentPassword, recentlyConfirmed: Date.now() - confirmedAt < CREDENTIALS_CONFIRMATION_MS, ip: req.ip ?? null };
}

/** Replacing the questions and then the signature in one visit asks for the password once. */
function rememberConfirmation(req: Request, saved: CredentialsSaved): void {
  if (saved.passwordConfirmed) req.session.credentialsConfirmedAt = Date.now();
}
