import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './shared/database/database.module.js';
import { HealthController, ServerState } from './shared/http/health.controller.js';
import { MetricsModule } from './shared/metrics/metrics.module.js';
import { JobsModule } from './shared/jobs/jobs.module.js';
import { DemoModule } from './demo/demo.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { CardsModule } from './modules/cards/cards.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { InternationalModule } from './modules/international/international.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { OnboardingModule } from './modules/onboarding/onboarding.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CqrsModule.forRoot(),
        ...(config.runScheduledJobs ? [ScheduleModule.forRoot()] : []),
        DatabaseModule.forRoot(),
        MetricsModule,
        IdentityModule,
        AccountsModule,
        PaymentsModule,
        InternationalModule,
        NotificationsModule,
        AdminModule,
        CardsModule,
        OnboardingModule,
        JobsModule,
        DemoModule,
      ],
      controllers: [HealthController],
      providers: [ServerState],
    };
  }
}
