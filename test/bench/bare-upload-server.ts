import { mkdtemp, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { koaBody } from 'koa-body';

/**
 * The bare-framework baseline of the load benchmark, run as its own process like the server:
 * Koa and koa-body parse a multipart upload (to a temporary file) and the file is moved into a
 * folder, then a small JSON answer. No database, no checks: what any upload costs on this machine.
 * Env: PORT. Prints "bare upload server ready" once listening.
 */
const dir = await mkdtemp(join(tmpdir(), 'sauti-bare-'));
let stored = 0;
const app = new Koa();
app.use(koaBody({ multipart: true, json: false, formidable: { uploadDir: dir, maxFileSize: 10 * 2 ** 20 } }));
app.use(async (ctx) => {
  const file = ctx.request.files?.audio;
  const one = Array.isArray(file) ? file[0] : file;
  if (!one) {
    ctx.status = 400;
    ctx.body = { error: 'no file' };
    return;
  }
  stored += 1;
  await rename(one.filepath, join(dir, `answer-${stored}.webm`));
  ctx.status = 201;
  ctx.body = { id: stored, bytes: one.size };
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare upload server ready'));
