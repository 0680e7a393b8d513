import { expect, it } from 'vitest';
import { pendingMigrations, appliedMigrations } from '../migrate.js';
import { migrationsList } from '../migrations/index.js';
import { at, givenJob, newId } from './fixtures.js';
import { describeDatabaseContract, describeStorageContract } from './harness.js';

describeStorageContract('suggestion cache and export logs', (context) => {
  it('caches suggestions by hash, first writer wins', async () => {
    const { questionSuggestions } = context().repos;
    const hash = newId().replaceAll('-', '').padEnd(64, 'a');
    expect(await questionSuggestions.get(hash)).toBeNull();
    await questionSuggestions.put(hash, [{ text: 'Why sales?', pillarId: 'motivation' }], at(1));
    await questionSuggestions.put(hash, ['other'], at(2));
    expect(await questionSuggestions.get(hash)).toEqual({
      hash,
      questions: [{ text: 'Why sales?', pillarId: 'motivation' }],
      createdAt: at(1),
    });
  });

  it('logs panel exports and counts them per user', async () => {
    const { repos } = context();
    const { userId, jobId } = await givenJob(repos);
    const first = { id: newId(), userId, jobId, panelSize: 3, exportedAt: at(1), durationHours: null };
    const second = { ...first, id: newId(), panelSize: 5, exportedAt: at(2), durationHours: 1.5 };
    await repos.exportLogs.add(first);
    await repos.exportLogs.add(second);
    expect(await repos.exportLogs.listByUser(userId)).toEqual([second, first]);
    expect((await repos.exportLogs.countByUser()).get(userId)).toBe(2);
  });
});

describeDatabaseContract('health, request contexts, schema and transactions', (context) => {
  it('answers a ping and has every committed migration applied', async () => {
    const { db } = context();
    await expect(db.ping()).resolves.toBeUndefined();
    expect(await pendingMigrations(db.orm)).toEqual([]);
    expect(await appliedMigrations(db.orm)).toEqual(migrationsList.map((m) => m.name));
  });

  it('runs repository calls inside a request context', async () => {
    const { db, repos } = context();
    const { jobId } = await givenJob(repos);
    const found = await db.withContext(() => repos.jobs.findById(jobId));
    expect(found?.id).toBe(jobId);
  });

  it('entities and committed migrations describe the same schema', async () => {
    const { db } = context();
    const diff = await db.orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
    expect(diff.up.trim()).toBe('');
  });

  it('repository calls inside a transaction join it (commit and rollback)', { timeout: 10_000 }, async () => {
    const { db, repos } = context();
    const { userId, jobId } = await givenJob(repos);
    const log = (panelSize: number) => ({
      id: newId(),
      userId,
      jobId,
      panelSize,
      exportedAt: at(panelSize),
      durationHours: null,
    });
    const failing = db.withContext(() =>
      db.orm.em.transactional(async () => {
        await repos.exportLogs.add(log(1));
        expect(await repos.exportLogs.listByUser(userId)).toHaveLength(1); // sees its own write
        throw new Error('roll back');
      }),
    );
    await expect(failing).rejects.toThrow('roll back');
    expect(await repos.exportLogs.listByUser(userId)).toEqual([]);
    await db.withContext(() => db.orm.em.transactional(() => repos.exportLogs.add(log(2))));
    expect((await repos.exportLogs.listByUser(userId)).map((l) => l.panelSize)).toEqual([2]);
  });
});
