import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '@sauti/http/testing/test-app';
import { runSauti as sauti } from '@sauti/cli/testing/run-sauti';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

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

describe('sauti users and impersonation audit (while the server runs)', () => {
  it('creates accounts with the web rules, lists them, and shows the audit of an impersonation', async () => {
    const dir = await freshDir();
    const server = await startTestApp({ DATA_DIR: dir });
    const env = { DATA_DIR: dir };
    try {
      const first = await sauti(
        [
          '--json',
          'users',
          'create',
          '--email',
          'chief@baobab-health.org',
          '--password',
          'long enough 1',
          '--first-name',
          'Chipo',
          '--last-name',
          'Banda',
          '--admin',
        ],
        env,
      );
      expect(first.code).toBe(0);
      expect(JSON.parse(first.stdout)).toMatchObject({ email: 'chief@baobab-health.org', isAdmin: true });

      const personal = await sauti(
        [
          'users',
          'create',
          '--email',
          'me@gmail.com',
          '--password',
          'long enough 1',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        env,
      );
      expect(personal.code).not.toBe(0);
      expect(personal.stderr).toMatch(/work email/i);
      const short = await sauti(
        [
          'users',
          'create',
          '--email',
          'x@baobab-health.org',
          '--password',
          'short',
          '--first-name',
          'A',
          '--last-name',
          'B',
        ],
        env,
      );
      expect(short.code).not.toBe(0);
      expect(short.stderr).toContain('at least 8 characters');
      const second = await sauti(
        [
          'users',
          'create',
          '--email',
          'nurse@baobab-health.org',
          '--password',
          'long enough 1',
          '--first-name',
          'Grace',
          '--last-name',
          'Phiri',
        ],
        env,
      );
      expect(second.code).toBe(0);

      // A person whose mail cannot be read gets a new link from the operator and chooses their
      // password on its page; a colleague who then waits for approval is let in by the operator.
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const register = (email: string) =>
        post('/api/register', { email, firstName: 'Tendai', lastName: 'Moyo' });
      const confirm = async (email: string, json: boolean) => {
        const issued = await sauti([...(json ? ['--json'] : []), 'users', 'verify', '--email', email], env);
        expect(issued.code).toBe(0);
        const link = json
          ? (JSON.parse(issued.stdout) as { link: string }).link
          : /https?:\/\/\S+\/verify-email\?token=\S+/.exec(issued.stdout)![0];
        const token = new URL(link).searchParams.get('token');
        return post('/api/verify-email', {
          token,
          password: 'chosen by them 1',
          firstName: 'T',
          lastName: 'M',
        });
      };
      expect((await register('tendai@mopane-mining.co.zw')).status).toBe(202);
      expect((await register('rudo@mopane-mining.co.zw')).status).toBe(202);
      const verified = await confirm('tendai@mopane-mining.co.zw', true);
      expect(verified.status).toBe(200);
      expect(await verified.json()).toMatchObject({ membership: 'member', isAdmin: false });
      expect((await confirm('rudo@mopane-mining.co.zw', false)).status).toBe(200);
      expect((await sauti(['users', 'verify', '--email', 'nobody@mopane-mining.co.zw'], env)).code).toBe(1);
      const approved = await sauti(['users', 'approve', '--email', 'rudo@mopane-mining.co.zw'], env);
      expect(approved.stdout).toContain('Approved rudo@mopane-mining.co.zw: now a member');

      const list = JSON.parse((await sauti(['--json', 'users', 'list'], env)).stdout) as {
        email: string;
        isAdmin: boolean;
        membership: string;
      }[];
      expect(list.map((u) => [u.email, u.isAdmin, u.membership])).toEqual([
        ['chief@baobab-health.org', true, 'member'],
        ['nurse@baobab-health.org', false, 'member'],
        ['tendai@mopane-mining.co.zw', false, 'member'],
        ['rudo@mopane-mining.co.zw', false, 'member'],
      ]);

      // The admin impersonates the nurse through the API; the audit CLI sees it.
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'chief@baobab-health.org', password: 'long enough 1' }),
      });
      // Every cookie the sign-in set (the session, and the device cookie that now comes with it).
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .join('; ');
      const nurse = (list as unknown as { id: string; email: string }[]).find(
        (u) => u.email === 'nurse@baobab-health.org',
      )!;
      const started = await fetch(`${server.url}/api/admin/impersonate/${nurse.id}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Ticket 88: her interview link fails' }),
      });
      expect(started.status).toBe(200);

      const audit = JSON.parse(
        (await sauti(['--json', 'impersonation', 'audit', '--admin', 'chief@baobab-health.org'], env)).stdout,
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        admin: 'chief@baobab-health.org',
        target: 'nurse@baobab-health.org',
        endedAt: null,
        reason: 'Ticket 88: her interview link fails',
      });
      const none = JSON.parse(
        (await sauti(['--json', 'impersonation', 'audit', '--since', '2999-01-01'], env)).stdout,
      );
      expect(none).toEqual([]);
      const human = await sauti(['impersonation', 'audit'], env);
      expect(human.stdout).toContain('nurse@baobab-health.org');
      expect(human.stdout).toContain('Ticket 88: her interview link fails');
      const badDate = await sauti(['impersonation', 'audit', '--since', 'yesterday-ish'], env);
      expect(badDate.code).not.toBe(0);
    } finally {
      await server.stop();
    }
  });
});
