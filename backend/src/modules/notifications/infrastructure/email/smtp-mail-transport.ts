import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/config.js';
import type { MailTransport } from '../../domain/email-queue.js';

/**
 * nodemailer over SMTP_URL (MailDev in development), one pooled connection set per process, made
 * at the first letter: nodemailer is loaded then, not at the app's start (most test apps and jobs
 * never send one).
 */
@Injectable()
export class SmtpMailTransport implements MailTransport, OnApplicationShutdown {
  private transporter?: Promise<Transporter>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send({ to, subject, text }: { to: string; subject: string; text: string }): Promise<void> {
    this.transporter ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: this.config.smtpUrl, pool: true, maxConnections: 3, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }));
    await (await this.transporter).sendMail({ from: this.config.mailFrom, to, subject, text });
  }

  async onApplicationShutdown(): Promise<void> {
    (await this.transporter)?.close();
  }
}
