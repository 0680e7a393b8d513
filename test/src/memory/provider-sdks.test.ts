import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configSchema } from '@sauti/adapters/config/config';
import { startSautiServer, stopAllChildren } from '../support/child-process.js';

/**
 * A server started as `npm start` starts it, with no provider configured, loads no provider SDK:
 * each stays resident once imported (`openai` ~30 MiB of RSS, the AWS SDK with the tus S3 store
 * ~36 MiB, nodemailer's SMTP transports ~25 MiB; the outbox needs only its mail composer), so they
 * are imported only when their provider is configured (issue 20,
 * docs/performance.md). Re-adding one eager import anywhere on the start-up path fails this test.
 */
const PROVIDER_SDKS =
  /\/node_modules\/(openai|@aws-sdk\/[^/]+|@smithy\/[^/]+|@tus\/s3-store|nodemailer\/(?:[\w-]+\/)*(?:nodemailer\.js|smtp-transport|smtp-pool)\b)/;

let dir: string;
let loaded: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sauti-sdks-'));
  const file = join(dir, 'loaded-modules.txt');
  // Every setting blank (empty counts as unset): the embedded defaults, whatever this shell exports.
  const blank = Object.fromEntries(
    Object.keys(configSchema.shape)
      .filter((name) => name !== 'PORT' && name !== 'HOST')
      .map((name) => [name, '']),
  );
  const server = await startSautiServer('defaults', {
    ...blank,
    DATA_DIR: join(dir, 'data'),
    SAUTI_LOADED_MODULES_FILE: file,
    NODE_OPTIONS: '--import ./test/src/support/record-loaded-modules.mjs',
  });
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  // A graceful stop exits the process, which adds the CommonJS modules to the record.
  await server.stop();
  loaded = [...new Set((await readFile(file, 'utf8')).split('\n').filter(Boolean))];
}, 180_000);

afterAll(async () => {
  await stopAllChildren();
  await rm(dir, { recursive: true, force: true });
});

describe('start-up with the embedded defaults', () => {
  it('records what it loads (ES modules and CommonJS alike)', () => {
    // Without these the record would be empty and the next test would pass for nothing.
    expect(loaded.some((url) => url.includes('/node_modules/@tus/server/'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/pg-protocol/'))).toBe(true);
    expect(loaded.some((url) => url.endsWith('/adapters/src/blobs/create-blob-store.ts'))).toBe(true);
  });

  it('loads none of the provider SDKs', () => {
    const sdks = [...new Set(loaded.flatMap((url) => PROVIDER_SDKS.exec(url)?.[1] ?? []))];
    expect(sdks).toEqual([]);
  });
});
