import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now, for a server a test, a benchmark or the smoke starts
 * a moment later. Chosen below the kernel's ephemeral range: a port from inside it (what
 * `listen(0)` gives) can be taken by any outgoing connection before the server binds it, which
 * a busy machine (the smoke beside the journeys) does often enough to fail a run.
 */
export async function freePort() {
  const [ephemeralLow] = ephemeralRange();
  const low = Math.max(1024, ephemeralLow - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (ephemeralLow - low));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found between ${low} and ${ephemeralLow}`);
}

function ephemeralRange() {
  try {
    return readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  } catch {
    return [32768, 60999]; // Linux's default; elsewhere only a guess, still a port that was free
  }
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
