import { Global, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Server } from 'node:http';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { Metrics } from './metrics.js';
import { openMetricsListener, registryReader } from './metrics-listener.js';

/**
 * The metrics and, when METRICS_PORT is set, their listener. Under WEB_CONCURRENCY the primary
 * process opens the listener instead (main.ts) and the workers run with METRICS_PORT unset.
 */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private listener?: Server;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly metrics: Metrics) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === undefined) return;
    this.listener = await openMetricsListener(this.config.metricsPort, this.config.metricsHost, registryReader(this.metrics.registry));
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.listener) return;
    this.listener.closeAllConnections();
    await new Promise((resolve) => this.listener!.close(resolve));
  }
}
