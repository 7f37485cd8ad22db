import net from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test or the test setup starts. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}
