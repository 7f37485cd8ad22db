import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { withDatabase } from './shared/database/local-database.js';
import { ServerState } from './shared/http/health.controller.js';
import { JobRunner } from './shared/jobs/job-runner.js';
import { openMetricsListener } from './shared/metrics/metrics-listener.js';
import { createApp } from './app.js';

/** How long a stopping process lets requests in flight finish before it closes anyway. */
const SHUTDOWN_GRACE_MS = 20_000;

// In a worker, DATABASE_URL is the primary's database, so withDatabase starts nothing.
const config = await Promise.resolve().then(() => withDatabase(loadConfig())).catch(exitOnConfigError);
let stopping = false;

if (cluster.isPrimary && config.workers > 1) {
  let metrics: Server | undefined;
  const stop = async () => {
    await stopWorkers();
    metrics?.close();
    await config.stopDatabase();
  };
  onSignal(stop);
  await startWorkers(config, stop);
  // One listener for the port's processes: it asks every worker for its metrics and adds them up.
  if (config.metricsPort !== undefined) {
    const cluster = new AggregatorRegistry();
    metrics = await openMetricsListener(config.metricsPort, config.metricsHost, async () => ({ contentType: cluster.contentType, body: await cluster.clusterMetrics() }));
  }
  printBanner(config);
} else {
  const app = await createApp(config).catch(exitOnConfigError);
  // Data no migration can convert without the app's keys: card numbers kept in the clear before they were sealed.
  await app.get(JobRunner).run('seal-card-numbers');
  if (config.seedDemoData) await app.get(JobRunner).run('seed-demo');
  await app.listen(config.port);
  if (cluster.isPrimary) printBanner(config);
  onSignal(async () => {
    // Readiness answers 503 at once; the listener stops taking connections, and requests in
    // flight finish (up to SHUTDOWN_GRACE_MS) before the database pool closes.
    app.get(ServerState).stopping = true;
    const closed = app.close();
    const grace = setTimeout(() => {
      console.error(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
      app.getHttpServer().closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await closed;
    clearTimeout(grace);
    await config.stopDatabase();
  });
}

/**
 * WEB_CONCURRENCY processes on one port (node cluster): Node runs JavaScript on one thread, and
 * everything shared (sessions, outbox, jobs, throttles, step-up state) lives in PostgreSQL.
 * Workers start one after another, so the first seeds the demo bank before the next looks.
 * A worker that dies while serving is replaced; one that dies while starting stops the server,
 * since its replacement would only fail the same way.
 */
async function startWorkers(config: AppConfig & { databaseUrl: string }, stop: () => Promise<void>): Promise<void> {
  // The primary serves the metrics of all of them (METRICS_PORT is its own).
  const env = { DATABASE_URL: config.databaseUrl, METRICS_PORT: '' };
  const serving = new Set<Worker>();
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!serving.delete(worker)) {
      console.error(`worker ${worker.process.pid} failed to start (${signal ?? code})`);
      void stop().finally(() => process.exit(1));
      return;
    }
    console.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork(env);
  });
  for (let i = 0; i < config.workers; i++) {
    cluster.fork(env);
    await once(cluster, 'listening');
  }
}

async function stopWorkers(): Promise<void> {
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
  await Promise.all(workers.map((worker) => new Promise((resolve) => {
    worker.once('exit', resolve);
    worker.kill('SIGTERM');
  })));
}

/** A setting to change is told in one line, not a stack trace. */
function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}

/** Ctrl-C reaches the primary and its workers alike; a second signal waits for the first stop. */
function onSignal(stop: () => Promise<void>): void {
  let stopped: Promise<void> | undefined;
  const handler = async () => {
    stopped ??= stop();
    await stopped;
    process.exit(0);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

function printBanner(config: AppConfig & { databaseUrl: string }): void {
  const url = `http://localhost:${config.port}`;
  console.log(`
  Meridian Private Bank is running on ${url}${config.apiDocs ? `  (API docs: ${url}/api/docs)` : ''}
  Database: ${config.databaseUrl.replace(/:[^:@/]*@/, ':***@')}${config.workers > 1 ? `\n  Workers: ${config.workers}` : ''}
  Email: ${process.env.MAILDEV_INBOX_URL ? `every message in the MailDev inbox at ${process.env.MAILDEV_INBOX_URL}` : config.smtpUrl.replace(/:[^:@/]*@/, ':***@')}
${config.seedDemoData ? `
  Demo sign-in (customer ID / password):
    DEMO001  / Demo!2026    (Alex, customer)
    DEMO002  / Demo!2026    (Sam, customer)
    ADMIN001 / Admin!2026   (administrator)
` : ''}`);
}
