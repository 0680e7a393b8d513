import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/** What crossed the line, in bytes, since it opened. */
export interface LineCounts {
  /** Browser → server, everything (request lines, headers, bodies). */
  sent: number;
  /** Server → browser, everything. */
  received: number;
  /** Bodies of resumable-upload pieces (PATCH /api/uploads/...) that reached the server side. */
  uploadBodies: number;
  /** Resumable uploads created (POST /api/uploads). */
  uploadsCreated: number;
  /** Requests seen, by `METHOD /path` without the query. */
  requests: Map<string, number>;
  cuts: number;
  /** Requests the line dropped on purpose (see {@link MeteredLine.refuse}). */
  refused: number;
}

/** A loopback line between the browser and the app that meters every byte and can be cut. */
export interface MeteredLine {
  /** `http://127.0.0.1:{port}`, known before the app starts (its PUBLIC_URL). */
  url: string;
  forwardTo(targetUrl: string): void;
  /** Cuts the line: open connections are reset and new ones refused until {@link restore}. */
  cut(): void;
  restore(): void;
  /**
   * Drops the connection of every request whose target (`path?query`) matches, as a radio link
   * lost in the middle of that request would (the browser sees a reset, and may retry), until the
   * returned function is called.
   */
  refuse(target: RegExp): () => void;
  counts(): LineCounts;
  close(): Promise<void>;
}

/**
 * Reads the browser's side of one connection as HTTP/1.1 requests (Chromium sends fixed-length
 * bodies to a plain-HTTP origin), counting the body bytes of upload pieces as they pass.
 */
function requestMeter(counts: LineCounts, refuses: (target: string) => boolean) {
  let head = Buffer.alloc(0);
  let bodyLeft = 0;
  let countingBody = false;
  /** Meters `chunk`; false when a request in it is to be refused (the connection then goes). */
  return (chunk: Buffer): boolean => {
    let data = chunk;
    while (data.length > 0) {
      if (bodyLeft > 0) {
        const taken = Math.min(bodyLeft, data.length);
        if (countingBody) counts.uploadBodies += taken;
        bodyLeft -= taken;
        data = data.subarray(taken);
        continue;
      }
      head = Buffer.concat([head, data]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return true;
      const lines = head.subarray(0, end).toString('latin1').split('\r\n');
      const rest = head.subarray(end + 4);
      head = Buffer.alloc(0);
      const [method = '', target = ''] = lines[0]!.split(' ');
      const path = target.split('?')[0]!;
      const key = `${method} ${path}`;
      if (refuses(target)) {
        counts.refused += 1;
        return false;
      }
      counts.requests.set(key, (counts.requests.get(key) ?? 0) + 1);
      if (method === 'POST' && path === '/api/uploads') counts.uploadsCreated += 1;
      const length = lines.find((line) => /^content-length:/i.test(line));
      if (lines.some((line) => /^transfer-encoding:\s*chunked/i.test(line))) {
        throw new Error(`chunked request body on ${key}: the meter cannot count it`);
      }
      bodyLeft = length ? Number(length.split(':')[1]) : 0;
      countingBody = method === 'PATCH' && path.startsWith('/api/uploads/');
      data = rest;
    }
    return true;
  };
}

/**
 * Opens the line. It stands for the radio link of a phone: everything the page and its service
 * worker send or receive crosses it, so its counts are what the candidate's data plan pays, and a
 * cut here fails every request, whichever part of the browser made it.
 */
export async function openMeteredLine(): Promise<MeteredLine> {
  let targetPort = 0;
  let isCut = false;
  const sockets = new Set<Socket>();
  const counts: LineCounts = {
    sent: 0,
    received: 0,
    uploadBodies: 0,
    uploadsCreated: 0,
    requests: new Map(),
    cuts: 0,
    refused: 0,
  };
  const refusals = new Set<RegExp>();
  const refuses = (target: string) => [...refusals].some((refused) => refused.test(target));
  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    const meter = requestMeter(counts, refuses);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk: Buffer) => {
      counts.sent += chunk.length;
      if (!meter(chunk)) {
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      counts.received += chunk.length;
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwardTo(targetUrl) {
      targetPort = Number(new URL(targetUrl).port);
    },
    cut() {
      if (isCut) return;
      isCut = true;
      counts.cuts += 1;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      isCut = false;
    },
    refuse(target) {
      const refusal = new RegExp(target.source, target.flags);
      refusals.add(refusal);
      return () => void refusals.delete(refusal);
    },
    counts: () => ({ ...counts, requests: new Map(counts.requests) }),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
