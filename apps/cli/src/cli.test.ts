import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '@sauti/http/testing/test-app';

const bin = fileURLToPath(new URL('../bin/sauti.js', import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

/** Runs the real `sauti` binary and collects its exit code and output. */
function sauti(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sauti-cli-'));
  dirs.push(dir);
  return dir;
}

describe('sauti db', () => {
  it('migrates a fresh embedded database and says so in JSON', async () => {
    const dir = await freshDir();
    const first = await sauti(['--json', 'db', 'migrate'], { DATA_DIR: dir });
    expect(first.code).toBe(0);
    const result = JSON.parse(first.stdout);
    expect(result.applied.length).toBeGreaterThan(0);
    expect(result.database).toBe('embedded-host');

    const again = await sauti(['--json', 'db', 'migrate'], { DATA_DIR: dir });
    expect(JSON.parse(again.stdout)).toMatchObject({ applied: [], executed: result.executed });
  });

  it('works while the server holds the same DATA_DIR, through its socket', async () => {
    const dir = await freshDir();
    const server = await startTestApp({ DATA_DIR: dir });
    try {
      const run = await sauti(['--json', 'db', 'status'], { DATA_DIR: dir });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout).pending).toEqual([]);
      const migrate = await sauti(['--json', 'db', 'migrate'], { DATA_DIR: dir });
      expect(JSON.parse(migrate.stdout)).toMatchObject({ applied: [], database: 'embedded-client' });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses a bad configuration with a message naming the variable', async () => {
    const run = await sauti(['db', 'status'], { DATA_DIR: await freshDir(), DATABASE_URL: 'mysql://nope' });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('DATABASE_URL');
  });

  it('exits non-zero on an unknown command', async () => {
    const run = await sauti(['no-such-command'], {});
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('unknown command');
  });
});
