import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../server.js';
import { jsonCompression, MIN_COMPRESSED_BYTES } from './json-compression.js';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `candidate ${i}` })) };
let url: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const koa = new Koa();
  koa.use(jsonCompression());
  koa.use((ctx) => {
    if (ctx.path === '/big') ctx.body = big;
    else if (ctx.path === '/small') ctx.body = { ok: true };
    else if (ctx.path === '/created') {
      ctx.status = 201;
      ctx.body = big;
    } else ctx.body = Buffer.from('x'.repeat(4096));
  });
  const running = await listen(koa, '127.0.0.1', 0);
  url = running.url;
  stop = () => running.stop(1_000);
});
afterAll(() => stop?.());

/** A raw GET (fetch would decode the body itself). */
function get(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('JSON compression', () => {
  it('sends large JSON with brotli when accepted, and it decodes to the same JSON', async () => {
    const res = await get('/big', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual(big);
    expect(res.body.length).toBeLessThan(JSON.stringify(big).length / 3);
  });

  it('uses gzip for clients without brotli, and keeps the status', async () => {
    const res = await get('/created', 'gzip');
    expect(res.status).toBe(201);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual(big);
  });

  it(`leaves JSON under ${MIN_COMPRESSED_BYTES} bytes, clients without encodings, and non-JSON bodies alone`, async () => {
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    const identity = await get('/big', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString())).toEqual(big);
    expect((await get('/buffer', 'br')).headers['content-encoding']).toBeUndefined();
  });
});
