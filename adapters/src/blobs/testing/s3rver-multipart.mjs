// The multipart calls s3rver does not implement (ListParts, AbortMultipartUpload,
// ListMultipartUploads), read from the folders where s3rver keeps the parts of an upload. The tus
// S3 store needs them to find an upload's offset and to remove expired uploads.
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Koa middleware answering the three calls; anything else goes on to s3rver's router. */
export function multipartExtras(store) {
  return async (ctx, next) => {
    const [bucket, ...keyParts] = ctx.path.slice(1).split('/');
    const uploads = store.getResourcePath(bucket, undefined, 'uploads');
    const key = decodeURIComponent(keyParts.join('/'));
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) {
      ctx.body = { ListMultipartUploadsResult: await listUploads(uploads, bucket) };
      return;
    }
    const uploadId = ctx.query.uploadId;
    if (!key || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) return next();
    const dir = join(uploads, uploadId);
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET') return next();
    const names = await readdir(dir).catch(() => null);
    if (!names) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    const parts = [];
    for (const name of names.filter((n) => /^\d+$/.test(n)).sort((a, b) => Number(a) - Number(b))) {
      const info = await stat(join(dir, name));
      const md5 = await readFile(join(dir, `${name}.md5`), 'utf8').catch(() => '');
      parts.push({
        PartNumber: Number(name),
        ETag: `"${md5}"`,
        Size: info.size,
        LastModified: info.mtime.toISOString(),
      });
    }
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: key,
        UploadId: uploadId,
        MaxParts: 1000,
        IsTruncated: false,
        ...(parts.length ? { Part: parts } : {}),
      },
    };
  };
}

async function listUploads(uploads, bucket) {
  const ids = await readdir(uploads).catch(() => []);
  const found = [];
  for (const id of ids) {
    const key = await readFile(join(uploads, id, 'key'), 'utf8').catch(() => null);
    if (key === null) continue;
    const info = await stat(join(uploads, id));
    found.push({ Key: key, UploadId: id, Initiated: info.birthtime.toISOString() });
  }
  return { Bucket: bucket, IsTruncated: false, ...(found.length ? { Upload: found } : {}) };
}
