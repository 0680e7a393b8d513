import type { Command } from 'commander';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { appliedMigrations, migrate, pendingMigrations } from '@sauti/adapters/storage/migrate';
import { withMigrationLock } from '@sauti/adapters/storage/migrations/migration-lock';
import { withApp } from '../context.js';
import type { Output } from '../output.js';

/** `sauti db migrate` and `sauti db status`. */
export function dbCommands(program: Command, output: () => Output): void {
  const db = program.command('db').description('database schema');

  db.command('migrate')
    .description('apply pending migrations (safe while the server runs on the same DATA_DIR)')
    .action(async () => {
      const out = output();
      const result = await withApp(async (app) => {
        const orm = app.get(STORAGE.Orm);
        const pending = await pendingMigrations(orm);
        if (pending.length) out.note(`applying ${pending.length} migration(s)...`);
        // Against a server other processes may be migrating too: one at a time, under the advisory lock.
        const server = app.get(STORAGE.Database).kind === 'server';
        const applied = server ? await withMigrationLock(orm, () => migrate(orm)) : await migrate(orm);
        if (pending.length) out.progress('migrations', applied.length, pending.length);
        const executed = (await appliedMigrations(orm)).length;
        return { applied, executed, database: app.get(STORAGE.Database).kind };
      });
      out.result(
        result,
        result.applied.length
          ? `Applied ${result.applied.length} migration(s): ${result.applied.join(', ')}`
          : `Database is up to date (${result.executed} migration(s) applied, ${result.database}).`,
      );
    });

  db.command('status')
    .description('list applied and pending migrations')
    .action(async () => {
      const out = output();
      const status = await withApp(async (app) => {
        const orm = app.get(STORAGE.Orm);
        return { applied: await appliedMigrations(orm), pending: await pendingMigrations(orm) };
      });
      out.result(
        status,
        `applied: ${status.applied.length ? status.applied.join(', ') : 'none'}\npending: ${status.pending.length ? status.pending.join(', ') : 'none'}`,
      );
    });
}
