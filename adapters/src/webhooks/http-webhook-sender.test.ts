import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_WEBHOOK_SENDER_SETTINGS,
  HttpWebhookSender,
  WEBHOOK_NETWORK_ERRORS,
} from './http-webhook-sender.js';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on loopback whose answer each test chooses by path. */
async function startReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.writeHead(200).end(), 2_000);
      } else if (req.url === '/huge') {
        res.writeHead(200);
        res.write(Buffer.alloc(1024 * 1024, 'a'));
        setTimeout(() => res.end(), 5_000);
      } else if (req.url === '/down') {
        res.writeHead(503).end('busy');
      } else {
        res.writeHead(204).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, base: `http://127.0.0.1:${port}`, port, close: () => server.close() };
}

const local = new HttpWebhookSender({
  ...DEFAULT_WEBHOOK_SENDER_SETTINGS,
  allowPrivateNetworks: true,
  timeoutMs: 500,
});
const strict = new HttpWebhookSender();
const secret = local.newSecret();
const message = (url: string) => ({
  url,
  messageId: 'b5a1d0a0-1b8e-4bd4-9d3a-8c2f1f6f3f00',
  timestamp: new Date(),
  body: JSON.stringify({
    type: 'interview.completed',
    timestamp: '2026-01-01T00:00:00.000Z',
    data: { sessionId: 's1' },
  }),
  secrets: [secret] as const,
});

describe('HttpWebhookSender', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it('makes Standard Webhooks secrets and signs what the reference library verifies', async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const attempt = await local.send(message(`${receiver.base}/in`));
    expect(attempt).toMatchObject({ ok: true, status: 204, error: null });
    const got = receiver.received.at(-1)!;
    expect(got.headers['webhook-id']).toBe('b5a1d0a0-1b8e-4bd4-9d3a-8c2f1f6f3f00');
    expect(got.headers['content-type']).toBe('application/json');
    const verified = new Webhook(secret).verify(got.body, got.headers as Record<string, string>);
    expect(verified).toEqual({
      type: 'interview.completed',
      timestamp: '2026-01-01T00:00:00.000Z',
      data: { sessionId: 's1' },
    });
    expect(() =>
      new Webhook(local.newSecret()).verify(got.body, got.headers as Record<string, string>),
    ).toThrow();
  });

  it('signs with the previous secrets too, so a receiver holding either one verifies', async () => {
    const previous = local.newSecret();
    const attempt = await local.send({ ...message(`${receiver.base}/in`), secrets: [secret, previous] });
    expect(attempt).toMatchObject({ ok: true, status: 204 });
    const headers = receiver.received.at(-1)!.headers as Record<string, string>;
    const body = receiver.received.at(-1)!.body;
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(() => new Webhook(secret).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(local.newSecret()).verify(body, headers)).toThrow();
  });

  it('does not follow redirects, and logs a non-2xx answer as a failure with its status', async () => {
    const before = receiver.received.length;
    expect(await local.send(message(`${receiver.base}/redirect`))).toMatchObject({
      ok: false,
      status: 302,
      error: 'The endpoint answered 302 (redirects are not followed)',
    });
    expect(receiver.received.length).toBe(before + 1);
    expect(await local.send(message(`${receiver.base}/down`))).toMatchObject({ ok: false, status: 503 });
  });

  it('gives up after the timeout and stops reading an endless answer', async () => {
    const slow = await local.send(message(`${receiver.base}/slow`));
    expect(slow).toMatchObject({ ok: false, status: null, error: 'No answer within 1 s' });
    expect(slow.durationMs).toBeLessThan(1_500);
    const huge = await local.send(message(`${receiver.base}/huge`));
    expect(huge).toMatchObject({ ok: true, status: 200 });
    expect(huge.durationMs).toBeLessThan(1_500);
  });

  it('refuses private, loopback, link-local and mapped addresses unless the operator allows them', async () => {
    const before = receiver.received.length;
    for (const url of [
      `${receiver.base}/in`,
      `http://10.0.0.7:${receiver.port}/in`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${receiver.port}/in`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/in`,
      'http://0.0.0.0/',
    ]) {
      const attempt = await strict.send(message(url));
      expect([url, attempt.ok, attempt.status, attempt.error]).toEqual([
        url,
        false,
        null,
        WEBHOOK_NETWORK_ERRORS.refused,
      ]);
    }
    expect(receiver.received.length).toBe(before);
  });

  it('checks every address a name resolves to, and connects only to a checked one', async () => {
    const before = receiver.received.length;
    const logged: string[] = [];
    const mixed = new HttpWebhookSender(
      DEFAULT_WEBHOOK_SENDER_SETTINGS,
      async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      (detail) => logged.push(detail),
    );
    expect((await mixed.send(message(`http://hooks.example.com:${receiver.port}/in`))).error).toBe(
      WEBHOOK_NETWORK_ERRORS.refused,
    );
    // The address goes to the server's log, never to the members' delivery log.
    expect(logged).toEqual([
      expect.stringMatching(/hooks\.example\.com: refused 127\.0\.0\.1 \(loopback\)$/),
    ]);
    const pinned = new HttpWebhookSender(
      { ...DEFAULT_WEBHOOK_SENDER_SETTINGS, allowPrivateNetworks: true },
      async () => [{ address: '127.0.0.1', family: 4 }],
    );
    expect(await pinned.send(message(`http://receiver.invalid:${receiver.port}/in`))).toMatchObject({
      ok: true,
    });
    expect(receiver.received.at(-1)!.headers.host).toBe(`receiver.invalid:${receiver.port}`);
    expect(receiver.received.length).toBe(before + 1);
  });

  it('tells members the same for a name that does not resolve as for a refused one, and names nothing', async () => {
    const logged: string[] = [];
    const failing = new HttpWebhookSender(
      DEFAULT_WEBHOOK_SENDER_SETTINGS,
      async (host) => {
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      },
      (detail) => logged.push(detail),
    );
    const unresolved = await failing.send(message('https://payroll-db.corp.internal/hook'));
    const refused = await strict.send(message('http://10.20.30.40/hook'));
    expect(unresolved.error).toBe(refused.error);
    expect(unresolved.error).not.toMatch(/corp|payroll|10\.20/);
    expect(logged).toEqual([expect.stringContaining('payroll-db.corp.internal: could not resolve')]);
  });

  it('reports a refused connection in general words and logs the address', async () => {
    const logged: string[] = [];
    const closed = new HttpWebhookSender(
      { ...DEFAULT_WEBHOOK_SENDER_SETTINGS, allowPrivateNetworks: true },
      undefined,
      (detail) => logged.push(detail),
    );
    // Port 1 on loopback: nothing listens there.
    const attempt = await closed.send(message('http://127.0.0.1:1/in'));
    expect(attempt).toMatchObject({
      ok: false,
      status: null,
      error: WEBHOOK_NETWORK_ERRORS.connectionRefused,
    });
    expect(logged).toEqual([expect.stringContaining('ECONNREFUSED 127.0.0.1:1')]);
  });
});
