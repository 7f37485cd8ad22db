import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), bound to METRICS_HOST (127.0.0.1 by
 * default): the public port never shows them, and only the host's scraper reaches them.
 * `read` gives the text exposition (one registry, or a cluster's aggregate).
 */
export async function openMetricsListener(port: number, host: string, read: () => Promise<{ contentType: string; body: string }>): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    read().then(({ contentType, body }) => {
      res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body);
    }, (error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`);
    });
  });
  server.listen(port, host);
  await once(server, 'listening');
  return server;
}

export function registryReader(registry: Registry) {
  return async () => ({ contentType: registry.contentType, body: await registry.metrics() });
}

export function addressOf(server: Server): AddressInfo {
  return server.address() as AddressInfo;
}
