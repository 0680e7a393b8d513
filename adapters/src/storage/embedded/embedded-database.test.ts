import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, redactUrl, type Database } from '../database.js';
import { serverRequired } from '../contract/harness.js';
import { migrate } from '../migrate.js';
import { OrmOrganisationRepository } from '../repositories/organisation-repository.js';
import { hostRecordPath, readHostRecord } from './host-record.js';

const run = promisify(execFile);
const probe = fileURLToPath(new URL('./client-probe.fixture.ts', import.meta.url));
const organisation = (id: string) => ({ id, domain: `${id}.example.com`, name: id, createdAt: new Date() });

describe('embedded database shared between processes', () => {
  let dataDir: string;
  let host: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sauti-embedded-'));
    host = await openDatabase({ dataDir });
    await migrate(host.orm);
  });
  afterAll(async () => {
    await host?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes the first opener the host and records its socket with its pid', async () => {
    expect(host.kind).toBe('embedded-host');
    expect(host.describe()).toContain(join(dataDir, 'pg'));
    const record = await readHostRecord(dataDir);
    expect(record).toMatchObject({ pid: process.pid, state: 'ready' });
    await expect(host.ping()).resolves.toBeUndefined();
  });

  it('lets a second opener in this process in as a client through the socket', async () => {
    const client = await openDatabase({ dataDir });
    try {
      expect(client.kind).toBe('embedded-client');
      await new OrmOrganisationRepository(client.orm).findOrCreate(organisation('in-process-client'));
      expect(
        await new OrmOrganisationRepository(host.orm).findByDomain('in-process-client.example.com'),
      ).not.toBeNull();
    } finally {
      await client.close();
    }
  });

  it('lets another process (the CLI while the server runs) in through the socket', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', probe, dataDir], { timeout: 60_000 });
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as { kind: string; domain: string };
    expect(result.kind).toBe('embedded-client');
    expect(await new OrmOrganisationRepository(host.orm).findByDomain(result.domain)).not.toBeNull();
  });

  it('serves a client query while another connection holds a transaction (after it commits)', async () => {
    const client = await openDatabase({ dataDir });
    try {
      let committed = false;
      const transaction = host.orm.em.fork().transactional(async (em) => {
        await em
          .getConnection()
          .execute(
            `insert into organisations (id, domain, name) values ('tx', 'tx.example.com', 'tx')`,
            [],
            'run',
            em.getTransactionContext(),
          );
        await new Promise((resolve) => setTimeout(resolve, 300));
        committed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const seen = await new OrmOrganisationRepository(client.orm).findByDomain('tx.example.com');
      await transaction;
      expect(committed).toBe(true);
      expect(seen?.id).toBe('tx'); // the client waited for the commit instead of reading around it
    } finally {
      await client.close();
    }
  });
});

describe('embedded database lifecycle', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sauti-embedded-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('persists data across a close and reopen, and removes its record on close', async () => {
    const first = await openDatabase({ dataDir });
    await migrate(first.orm);
    await new OrmOrganisationRepository(first.orm).findOrCreate(organisation('persisted'));
    await first.close();
    await expect(readFile(hostRecordPath(dataDir))).rejects.toThrow();
    const second = await openDatabase({ dataDir });
    try {
      expect(second.kind).toBe('embedded-host');
      expect(
        await new OrmOrganisationRepository(second.orm).findByDomain('persisted.example.com'),
      ).not.toBeNull();
    } finally {
      await second.close();
    }
  });

  it.each([
    ['a dead process', { pid: 2 ** 22 + 12345, state: 'ready', socketDir: '/nonexistent', port: 5432 }],
    [
      'a live process whose socket is gone',
      { pid: process.ppid, state: 'ready', socketDir: '/nonexistent', port: 5432 },
    ],
    ['this pid in an earlier life', { pid: process.pid, state: 'starting' }],
  ])('takes over a stale record of %s', async (_, stale) => {
    await writeFile(hostRecordPath(dataDir), JSON.stringify(stale));
    const db = await openDatabase({ dataDir });
    try {
      expect(db.kind).toBe('embedded-host');
      expect((await readHostRecord(dataDir))?.pid).toBe(process.pid);
    } finally {
      await db.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
describe('PostgreSQL server (TEST_DATABASE_URL)', () => {
  it.skipIf(!serverUrl && !serverRequired())(
    'opens a server database and describes it without the password',
    async () => {
      if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set but a PostgreSQL run is required');
      const db = await openDatabase({ databaseUrl: serverUrl, dataDir: '/nonexistent' });
      try {
        expect(db.kind).toBe('server');
        await expect(db.ping()).resolves.toBeUndefined();
        expect(db.describe()).toContain(new URL(serverUrl).host);
      } finally {
        await db.close();
      }
      expect(redactUrl('postgres://sauti:secret-password@db:5432/sauti')).toBe(
        'postgres://sauti:***@db:5432/sauti',
      );
    },
  );
});
