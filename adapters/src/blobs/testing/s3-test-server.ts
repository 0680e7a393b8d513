import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from '../../config/blob-store-settings.js';

/** A running local S3-compatible server with one bucket, and the settings that reach it. */
export interface S3TestServer {
  endpoint: string;
  settings: S3Settings;
  /** Environment variables that point a Sauti process at it (BLOB_STORE=s3 and the S3_* ones). */
  env: Record<string, string>;
  /** The server's process id (to measure or kill it). */
  pid: number;
  close(): Promise<void>;
}

/** s3rver's fixed credentials (any others are refused: signatures are checked). */
const KEY = 'S3RVER';

/**
 * Starts s3rver (an npm package speaking the S3 REST protocol, objects kept in a temporary folder)
 * in a child process on a free loopback port. Nothing leaves the machine.
 */
export async function startS3TestServer(
  options: { bucket?: string; prefix?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'sauti-media';
  const directory = await mkdtemp(join(tmpdir(), 'sauti-s3-'));
  const main = fileURLToPath(new URL('./s3rver-main.mjs', import.meta.url));
  const child = spawn(process.execPath, [main, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let port: number;
  try {
    port = await readPort(child);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    forcePathStyle: true,
    accessKeyId: KEY,
    secretAccessKey: KEY,
    prefix: options.prefix ?? '',
  };
  return {
    endpoint,
    settings,
    pid: child.pid!,
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      ...(options.prefix ? { S3_PREFIX: options.prefix } : {}),
      AWS_EC2_METADATA_DISABLED: 'true',
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

function readPort(child: ChildProcess, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the S3 test server did not start in time')), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the S3 test server exited (${code}) before listening`));
    });
  });
}
