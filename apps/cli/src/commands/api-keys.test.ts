import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedAccount } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { runSauti } from '@sauti/cli/testing/run-sauti';

describe('sauti api-keys (docs/behaviour/platform.md §14), while the server runs', () => {
  let dir: string;
  let server: TestApp;
  const sauti = (args: string[]) => runSauti(args, { DATA_DIR: dir });
  const create = (email: string, name: string, scope: string, json = false) =>
    sauti([
      ...(json ? ['--json'] : []),
      'api-keys',
      'create',
      '--email',
      email,
      '--name',
      name,
      '--scope',
      scope,
    ]);
  const NJERI = 'njeri@savanna-freight.co.ke';
  const v1Jobs = (key: string) =>
    fetch(`${server.url}/api/v1/jobs`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-cli-keys-'));
    server = await startTestApp({ DATA_DIR: dir });
    await trustedAccount(server, { email: NJERI });
  });
  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('creates a key the API accepts, lists it by member or domain, and revokes it by prefix', async () => {
    const created = await create(NJERI, 'ATS', 'read', true);
    expect(created.code, created.stderr).toBe(0);
    const { key, secret } = JSON.parse(created.stdout);
    expect(secret.startsWith(`sk_live_${key.prefix}_`)).toBe(true);
    expect(await v1Jobs(secret)).toBe(200);

    const byDomain = await sauti(['--json', 'api-keys', 'list', '--organisation', 'savanna-freight.co.ke']);
    expect(JSON.parse(byDomain.stdout).keys).toEqual([
      expect.objectContaining({ id: key.id, createdBy: NJERI }),
    ]);
    const table = await sauti(['api-keys', 'list', '--email', NJERI]);
    expect(table.stdout).toContain(`sk_live_${key.prefix}_…`);
    expect(table.stdout).not.toContain(secret);

    // A prefix may start with '-' (base64url): never read as an option.
    const dashed = await sauti(['api-keys', 'revoke', '-Zz9_-Qx']);
    expect(dashed.stderr).not.toContain('unknown option');
    expect(dashed.code).toBe(1);
    // Revoked by the prefix as the list shows it.
    const revoked = await sauti(['api-keys', 'revoke', `sk_live_${key.prefix}`]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain('Revoked ATS');
    expect(await v1Jobs(secret)).toBe(401);
  });

  it('prints the key once in plain text with the warning, and refuses bad input with a message', async () => {
    const plain = await create(NJERI, 'Sheets', 'read_write');
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^sk_live_\S{52}\n/);
    expect(plain.stdout).toContain('will not be shown again');

    const scope = await create(NJERI, 'x', 'all');
    expect(scope.code).not.toBe(0);
    expect(scope.stderr).toContain('read or read_write');
    const stranger = await create('nobody@savanna-freight.co.ke', 'x', 'read');
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain('No account for nobody@savanna-freight.co.ke');
    const both = await sauti(['api-keys', 'list']);
    expect(both.stderr).toContain('Give one of --organisation');
    const unknown = await sauti(['api-keys', 'revoke', 'nokey123']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('API key not found');
  });
});
