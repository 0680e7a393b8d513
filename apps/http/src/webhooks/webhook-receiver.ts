import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got, with when it came. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A customer's webhook receiver on loopback: records every request and answers with the status
 * `answer` chooses (204 unless told otherwise), so a test can take it "down" and bring it back.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer = (_request: ReceivedWebhook): number => 204;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      received.push(request);
      res.writeHead(answer(request)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: `http://127.0.0.1:${port}`,
    answerWith(choose: (request: ReceivedWebhook) => number) {
      answer = choose;
    },
    /** Requests whose body has event `type`. */
    ofType(type: string) {
      return received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
