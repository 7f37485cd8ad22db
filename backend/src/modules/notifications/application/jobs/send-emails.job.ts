import { Injectable } from '@nestjs/common';
import { Job, type BankJob } from '../../../../shared/jobs/bank-job.js';
import { EmailSender } from '../email/email-sender.js';

@Injectable()
@Job('send-emails', 'Sends the queued email that is due (new letters and retries), in batches')
export class SendEmailsJob implements BankJob {
  constructor(private readonly sender: EmailSender) {}

  async run(): Promise<string> {
    return `sent ${await this.sender.sendDue()} email(s)`;
  }
}
