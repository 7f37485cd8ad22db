import { Body, Controller, Headers, HttpCode, Inject, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type {
  AccountOpeningRequest, ApplicationStatusRequest, ActivateApplicantRequest, AccountOpeningResponse, ApplicationStatusDto, SetApplicantPasswordResponse, UploadedObjectResponse, UploadUrlResponse,
  VerifyApplicantEmailRequest, VerifyApplicantEmailResponse,
} from '@bank/contracts/account-opening';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { AppConfig } from '../../../config/config.js';
import { IssueUploadUrl } from '../application/commands/issue-upload-url/issue-upload-url.handler.js';
import { CheckUploadUrl, ReceiveUpload } from '../application/commands/receive-upload/receive-upload.handler.js';
import { SubmitApplication } from '../application/commands/submit-application/submit-application.handler.js';
import { VerifyApplicantEmail } from '../application/commands/verify-email/verify-email.handler.js';
import { ActivateApplicant, CheckApplicationStatus } from '../application/commands/applicant/applicant.handlers.js';
import { clearDraft, draftToken, readDraftToken } from './draft-cookie.js';
import { BodyType } from '../../../shared/http/openapi/body-type.js';
import { dropRestOfBody } from '../../../shared/http/refused-body.js';
import { readUploadBody, REFUSED_BODY_READ_LIMIT } from './read-upload-body.js';

type Fields = Record<string, unknown> | undefined;
const field = (body: unknown, name: string): unknown => (body && typeof body === 'object' ? (body as Fields)?.[name] : undefined);

/** The signed-out side of account opening (SPEC 2.18, 7): uploads, the application, its status and the first password. */
@ApiTags('account opening')
@Controller()
export class AccountOpeningController {
  constructor(private readonly commands: CommandBus, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Post('objects/upload')
  @HttpCode(200)
  async uploadUrl(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UploadUrlResponse> {
    const uploadURL = await this.commands.execute<IssueUploadUrl, string>(new IssueUploadUrl(draftToken(req, res, this.config), req.ip ?? null));
    return { uploadURL };
  }

  @Put('objects/uploads/:uploadId')
  @ApiConsumes('application/pdf', 'image/png', 'image/jpeg')
  @ApiBody({ description: 'The file, as bytes', schema: { type: 'string', format: 'binary' } })
  @ApiConflictResponse({ description: 'The upload URL was used already (UPLOAD.URL_USED)' })
  async upload(
    @Param('uploadId') uploadId: string, @Query('expires') expires: unknown, @Query('signature') signature: unknown,
    @Headers('content-type') contentType: string | undefined, @Headers('content-length') length: string | undefined, @Req() req: Request,
  ): Promise<UploadedObjectResponse> {
    const declaredLength = length !== undefined && /^\d+$/.test(length) ? Number(length) : null;
    try {
      await this.commands.execute(new CheckUploadUrl(uploadId, expires, signature, contentType, declaredLength));
    } catch (error) {
      // The client is still sending: it hears the refusal once the rest is read (or it is cut off).
      await dropRestOfBody(req, REFUSED_BODY_READ_LIMIT).catch(() => undefined);
      throw error;
    }
    const bytes = await readUploadBody(req);
    return this.commands.execute(new ReceiveUpload(uploadId, contentType, bytes));
  }

  /**
   * An applicant, signed out, sends the application. SPEC 7 puts it under /api/admin, where an edge
   * rule protecting the back office would block it: /api/account-opening is its public path, and
   * the old one stays an alias.
   */
  @Post(['account-opening', 'admin/account-opening'])
  @BodyType<AccountOpeningRequest>()
  @ApiTooManyRequestsResponse({ description: 'Too many applications from this address (ONBOARDING.THROTTLED)' })
  async submit(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AccountOpeningResponse> {
    const result = await this.commands.execute<SubmitApplication, AccountOpeningResponse>(new SubmitApplication(body, readDraftToken(req), req.ip ?? null));
    clearDraft(res, this.config);
    return result;
  }

  /** The link emailed to the applicant, opened: the page `/open-account/verify` sends its token here. */
  @Post('account-opening/verify-email')
  @HttpCode(200)
  @BodyType<VerifyApplicantEmailRequest>()
  @ApiNotFoundResponse({ description: 'The link is unknown, used or expired (ONBOARDING.VERIFICATION_LINK_INVALID)' })
  @ApiConflictResponse({ description: 'Another application for this email is already under review (ONBOARDING.DUPLICATE_PENDING)' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong links from this address (ONBOARDING.THROTTLED)' })
  verifyEmail(@Body() body: unknown, @Req() req: Request): Promise<VerifyApplicantEmailResponse> {
    return this.commands.execute(new VerifyApplicantEmail(field(body, 'token'), req.ip ?? null));
  }

  @Post('account-opening/status')
  @HttpCode(200)
  @BodyType<ApplicationStatusRequest>()
  status(@Body() body: unknown, @Req() req: Request): Promise<ApplicationStatusDto> {
    return this.commands.execute(new CheckApplicationStatus(field(body, 'referenceNumber'), field(body, 'dateOfBirth'), req.ip ?? null));
  }

  /** The activation link emailed on approval, opened: `/open-account/activate` sends its token and the first password. */
  @Post('account-opening/activate')
  @HttpCode(200)
  @BodyType<ActivateApplicantRequest>()
  @ApiNotFoundResponse({ description: 'The link is unknown, used or expired (ONBOARDING.ACTIVATION_LINK_INVALID)' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong links from this address (ONBOARDING.THROTTLED)' })
  activate(@Body() body: unknown, @Req() req: Request): Promise<SetApplicantPasswordResponse> {
    return this.commands.execute(new ActivateApplicant(field(body, 'token'), field(body, 'password'), field(body, 'confirmPassword'), req.ip ?? null));
  }
}
