import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { listen } from './server.js';

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then refuses new connections', async () => {
    const koa = new Koa();
    koa.use(async (ctx) => {
      await new Promise((r) => setTimeout(r, 300));
      ctx.body = 'done';
    });
    const running = await listen(koa, '127.0.0.1', 0);
    const inFlight = fetch(`${running.url}/slow`).then(async (r) => [r.status, await r.text()]);
    await new Promise((r) => setTimeout(r, 50));
    const stopped = running.stop(5_000);
    expect(await inFlight).toEqual([200, 'done']);
    await stopped;
    await expect(fetch(`${running.url}/again`)).rejects.toThrow();
  });

  it('cuts requests that outlive the timeout', async () => {
    const koa = new Koa();
    koa.use(async (ctx) => {
      await new Promise((r) => setTimeout(r, 5_000));
      ctx.body = 'late';
    });
    const running = await listen(koa, '127.0.0.1', 0);
    const inFlight = fetch(`${running.url}/`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 50));
    await running.stop(200);
    // The handler answers after 5 s: a stop that waited for it would see 'answered'.
    expect(await inFlight).toBe('cut');
  });
});
