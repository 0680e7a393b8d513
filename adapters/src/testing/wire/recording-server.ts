import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a wire server received, kept so tests can assert what an adapter sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** True once the client closed the connection before the answer was sent (e.g. its timeout fired). */
  abandoned: boolean;
}

/** A misbehaviour a wire server can be told to show on the next request(s). */
export type Fault =
  { kind: 'status'; status: number; body?: string } | { kind: 'slow'; delayMs: number } | { kind: 'garbage' };

/** What a route answers: status, content type and body. */
export interface WireAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
}

export type WireHandler = (request: RecordedRequest) => WireAnswer | Promise<WireAnswer>;

/** A running local server speaking some provider's wire format. */
export interface WireServer {
  /** e.g. 'http://127.0.0.1:43121' */
  readonly origin: string;
  /** 'host:port', the form Google clients take as an endpoint. */
  readonly hostPort: string;
  readonly requests: RecordedRequest[];
  /** Makes the next `times` requests misbehave (a 500, a 429, a stall or a garbage body). */
  failNext(fault: Fault, times?: number): void;
  /** Forgets faults not yet used (an adapter may retry fewer times than were queued). */
  clearFaults(): void;
  /**
   * An outage: every request misbehaves with `fault` (after any queued `failNext` faults) until
   * `setOutage(null)`, however many retries the adapter and the queue make.
   */
  setOutage(fault: Fault | null): void;
  close(): Promise<void>;
}

/** Starts an HTTP server on a free local port that records every request and answers through `handler`. */
export async function startRecordingServer(handler: WireHandler): Promise<WireServer> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  let outage: Fault | null = null;
  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        abandoned: false,
      };
      requests.push(recorded);
      res.once('close', () => {
        if (!res.writableFinished) recorded.abandoned = true;
      });
      const fault = faults.shift() ?? outage ?? undefined;
      if (fault?.kind === 'slow') await stall(res, fault.delayMs);
      if (res.destroyed) return;
      if (fault?.kind === 'status')
        return send(res, {
          status: fault.status,
          contentType: 'application/json',
          body: fault.body ?? '{"error":{"message":"injected failure"}}',
        });
      if (fault?.kind === 'garbage')
        return send(res, { status: 200, contentType: 'application/json', body: '<html>\u0000garbage{{' });
      try {
        send(res, await handler(recorded));
      } catch (error) {
        send(res, { status: 500, contentType: 'text/plain', body: String(error) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    clearFaults() {
      faults.length = 0;
    },
    setOutage(fault) {
      outage = fault;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits `delayMs` before answering, or until the client gives up on the request, whichever is first. */
function stall(res: ServerResponse, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, delayMs);
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, answer: WireAnswer): void {
  res.writeHead(answer.status, { 'content-type': answer.contentType });
  res.end(answer.body);
}

/** A JSON answer. */
export function json(status: number, value: unknown): WireAnswer {
  return { status, contentType: 'application/json', body: JSON.stringify(value) };
}
