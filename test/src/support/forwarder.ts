import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** A loopback TCP port that passes every connection on to another local port. */
export interface Forwarder {
  /** `http://127.0.0.1:{port}` of the forwarding port, known before the target exists. */
  url: string;
  /** Sends later connections to the server listening at `targetUrl`. */
  forwardTo(targetUrl: string): void;
  close(): Promise<void>;
}

/**
 * Opens a forwarding port first, so a test app can be started with PUBLIC_URL set to the address
 * the browser will use: the test app listens on a port chosen only when it starts, and the
 * interview links it builds from PUBLIC_URL must match the page's origin.
 */
export async function openForwarder(): Promise<Forwarder> {
  let targetPort = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    track(client);
    track(upstream);
    // A reset on either side ends both; the browser simply opens a new connection.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo(targetUrl) {
      targetPort = Number(new URL(targetUrl).port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
