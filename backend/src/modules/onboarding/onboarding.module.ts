import { Module } from '@nestjs/common';
import { AttemptLimiter } from '../../shared/security/attempt-limiter.js';
import {
  CheckApplicationStatusHandler, ActivateApplicantHandler, WelcomeApprovedApplicant,
} from './application/commands/applicant/applicant.handlers.js';
import {
  ApproveApplicationHandler, OpenApplicationForReviewHandler, RejectApplicationHandler,
} from './application/commands/decide-application/decide-application.handlers.js';
import { IssueUploadUrlHandler } from './application/commands/issue-upload-url/issue-upload-url.handler.js';
import { CheckUploadUrlHandler, ReceiveUploadHandler } from './application/commands/receive-upload/receive-upload.handler.js';
import { SubmitApplicationHandler } from './application/commands/submit-application/submit-application.handler.js';
import { VerifyApplicantEmailHandler } from './application/commands/verify-email/verify-email.handler.js';
import { PurgeUploadsJob } from './application/jobs/purge-uploads.job.js';
import { GetApplicationDocumentHandler, GetApplicationForStaffHandler, ListApplicationsHandler } from './application/queries/review/review-queries.js';
import { UploadSigner } from './application/upload-signer.js';
import { AccountOpeningController } from './http/account-opening.controller.js';
import { AdminApplicationsController } from './http/admin-applications.controller.js';
import { MikroOrmAccountApplicationRepository } from './infrastructure/persistence/mikro-orm-account-application.repository.js';
import { MikroOrmDocumentUploadRepository } from './infrastructure/persistence/mikro-orm-document-upload.repository.js';
import { attemptLogIn } from '../../shared/database/sql-attempt-log.js';
import { PostgresDocumentStorage } from './infrastructure/postgres-document-storage.js';
import { SqlApplicationQueries } from './infrastructure/sql-application-queries.js';
import {
  ACCOUNT_APPLICATION_REPOSITORY, APPLICATION_QUERIES, DOCUMENT_STORAGE, DOCUMENT_UPLOAD_REPOSITORY,
} from './onboarding.tokens.js';

/** Account opening: uploads, applications, staff review, activation and the applicant's status page. */
@Module({
  controllers: [AccountOpeningController, AdminApplicationsController],
  providers: [
    AttemptLimiter, UploadSigner,
    IssueUploadUrlHandler, CheckUploadUrlHandler, ReceiveUploadHandler, SubmitApplicationHandler, VerifyApplicantEmailHandler,
    OpenApplicationForReviewHandler, ApproveApplicationHandler, RejectApplicationHandler,
    ListApplicationsHandler, GetApplicationForStaffHandler, GetApplicationDocumentHandler,
    CheckApplicationStatusHandler, ActivateApplicantHandler, WelcomeApprovedApplicant,
    PurgeUploadsJob,
    { provide: DOCUMENT_STORAGE, useClass: PostgresDocumentStorage },
    { provide: ACCOUNT_APPLICATION_REPOSITORY, useClass: MikroOrmAccountApplicationRepository },
    { provide: DOCUMENT_UPLOAD_REPOSITORY, useClass: MikroOrmDocumentUploadRepository },
    attemptLogIn('onboarding.onboarding_attempts'),
    { provide: APPLICATION_QUERIES, useClass: SqlApplicationQueries },
  ],
})
export class OnboardingModule {}
