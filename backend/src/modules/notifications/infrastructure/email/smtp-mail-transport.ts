import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import type { MailTransport } from '../../domain/email-queue.js';

/** nodemailer over SMTP_URL (MailDev in development), one pooled connection set per process. */
@Injectable()
export class SmtpMailTransport implements MailTransport, OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = createTransport({ url: config.smtpUrl, pool: true, maxConnections: 3, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send({ to, subject, text }: { to: string; subject: string; text: string }): Promise<void> {
    await this.transporter.sendMail({ from: this.config.mailFrom, to, subject, text });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
