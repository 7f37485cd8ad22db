import { connect } from 'node:net';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { anAccount, authorizedTransfer } from '../support/banking.js';
import { describeWithDatabase } from '../support/contract-target.js';
import { freePort } from '../support/free-port.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** One sample's value from the text exposition, or undefined when the series is absent. */
function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((l) => l.startsWith(series + ' '));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Whether anything accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

describeWithDatabase('metrics: Prometheus on a listener of its own', 'opens a metrics port on this machine and runs jobs in process', () => {
  let t: TestApp;
  let port: number;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ metricsPort: port });
  });
  afterAll(() => t?.close());

  it('listens on 127.0.0.1 only, and the public port does not serve the metrics', async () => {
    expect(await accepts('127.0.0.1', port)).toBe(true);
    // Another loopback address reaches this machine too, but not a listener bound to 127.0.0.1.
    expect(await accepts('127.0.0.2', port)).toBe(false);
    // The public port answers /metrics as any other client route (index.html, or 404 without a client build).
    expect((await t.agent().get('/metrics')).text).not.toContain('http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const user = await t.createUser('METRICS1');
    const agent = await t.signedIn(user.customerId);
    const account = await anAccount(t, user.id);
    const unmatched = 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}';
    // The first test's /metrics on the public port is unmatched too when there is no client build.
    const unmatchedBefore = sample(await scrape(), unmatched) ?? 0;
    await agent.get(`/api/accounts/${account.id}/info`).expect(200);
    await agent.get('/api/no-such-route/123').expect(404);
    const metrics = await scrape();
    expect(sample(metrics, 'http_request_duration_seconds_count{method="GET",route="/api/accounts/:id/info",status="200"}')).toBe(1);
    expect(sample(metrics, unmatched)).toBe(unmatchedBefore + 1);
    expect(metrics).not.toContain(account.id);
  });

  it('counts transfers by outcome: accepted, or the error code', async () => {
    const payer = await t.createUser('METRICS2');
    const payee = await t.createUser('METRICS3');
    const agent = await t.signedIn(payer.customerId);
    const from = await anAccount(t, payer.id, { deposit: '100.00' });
    const to = await anAccount(t, payee.id);
    const body = { fromAccountId: from.id, toAccountNumber: to.accountNumber, amount: '10.00', description: 'Metrics' };
    await authorizedTransfer(t, agent, payer.id, body, 201);
    // Refused, then sent again with its Idempotency-Key: the kept refusal is counted by its code too.
    await authorizedTransfer(t, agent, payer.id, { ...body, amount: '500.00' }, 400, 'metrics-refused');
    await authorizedTransfer(t, agent, payer.id, { ...body, amount: '500.00' }, 400, 'metrics-refused');
    await agent.post('/api/transfer').send(body).expect(401);
    const metrics = await scrape();
    expect(sample(metrics, 'bank_transfers_total{kind="domestic",outcome="accepted"}')).toBe(1);
    expect(sample(metrics, 'bank_transfers_total{kind="domestic",outcome="ACCOUNTS.INSUFFICIENT_FUNDS"}')).toBe(2);
    expect(sample(metrics, 'bank_transfers_total{kind="domestic",outcome="IDENTITY.AUTHORIZATION_REQUIRED"}')).toBe(1);
  });

  it('reports the outbox backlog and its oldest event, job runs and failures, and the database pool', async () => {
    await t.sql(`insert into platform.outbox (event_type, payload, occurred_at) values ('MetricsProbe', '{}', now() - interval '90 seconds')`);
    const jobs = t.app.get(JobRunner);
    await jobs.run('purge-sessions');
    await expect(jobs.run('create-admin', [])).rejects.toThrow('usage: create-admin');
    const metrics = await scrape();
    expect(sample(metrics, 'bank_outbox_pending_events')).toBeGreaterThanOrEqual(1);
    expect(sample(metrics, 'bank_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(metrics, 'bank_job_runs_total{job="purge-sessions",result="ok"}')).toBe(1);
    expect(sample(metrics, 'bank_job_runs_total{job="create-admin",result="failed"}')).toBe(1);
    expect(sample(metrics, 'bank_db_pool_max_connections')).toBe(t.config.databasePoolSize);
    expect(sample(metrics, 'bank_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(metrics, 'bank_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
    await t.sql(`delete from platform.outbox where event_type = 'MetricsProbe'`);
  });
});

describeWithDatabase('metrics: no listener unless METRICS_PORT is set', 'starts the app in process', () => {
  it('opens no port by default', async () => {
    const port = await freePort();
    const t = await createTestApp();
    try {
      expect(t.config.metricsPort).toBeUndefined();
      expect(await accepts('127.0.0.1', port)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
