import { Global, Inject, Module, OnApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { Clock } from '../clock.js';
import { Outbox } from '../outbox/outbox.js';
import { EventHandlers } from '../outbox/event-handlers.js';
import { OutboxDispatcher } from '../outbox/outbox-dispatcher.js';
import { SecretSigner } from '../security/secret-signer.js';
import { Sessions } from '../sessions/sessions.js';
import { PageCursors } from './keyset.js';
import { createOrm } from './orm.js';
import { TransactionRunner } from './transaction-runner.js';

/** One MikroORM per process; its global EntityManager resolves to the request or transaction fork. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  static forRoot(): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: MikroORM, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createOrm(config.databaseUrl!, config.databasePoolSize) },
        { provide: EntityManager, inject: [MikroORM], useFactory: (orm: MikroORM) => orm.em },
        TransactionRunner, Outbox, EventHandlers, OutboxDispatcher, Clock, SecretSigner, PageCursors, Sessions,
      ],
      exports: [MikroORM, EntityManager, TransactionRunner, Outbox, EventHandlers, OutboxDispatcher, Clock, SecretSigner, PageCursors, Sessions],
    };
  }

  /** Last: the outbox dispatcher, the scheduler and the email sender finish their work in the hooks before shutdown. */
  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
  }
}
