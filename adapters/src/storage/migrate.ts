import type { SautiOrm } from './orm.js';

/** Applies every pending migration (all in one transaction); returns the names applied. */
export async function migrate(orm: SautiOrm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/** Names of the committed migrations not yet applied to this database. */
export async function pendingMigrations(orm: SautiOrm): Promise<string[]> {
  const pending = await orm.migrator.getPending();
  return pending.map((migration) => migration.name);
}

/** Names of the migrations applied to this database, oldest first. */
export async function appliedMigrations(orm: SautiOrm): Promise<string[]> {
  const executed = await orm.migrator.getExecuted();
  return executed.map((migration) => migration.name);
}
