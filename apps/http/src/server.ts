import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to `timeoutMs`), then closes the rest. */
  stop(timeoutMs: number): Promise<void>;
}

/** Starts `koa` on host:port (port 0 picks a free one) and returns a handle for graceful shutdown. */
export async function listen(koa: Koa, host: string, port: number): Promise<RunningServer> {
  const server = createServer(koa.callback());
  server.keepAliveTimeout = 65_000; // longer than typical load-balancer idle timeouts
  server.requestTimeout = 15 * 60_000; // slow uploads on 2G must not be cut off
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    stop: (timeoutMs) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
        // Connections that finish their request after close() become idle keep-alive sockets: sweep them.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearTimeout(timer);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
