/** Storage adapters: PostgreSQL (server or embedded PGlite) through MikroORM. */
export { openDatabase, type Database, type OpenDatabaseOptions } from './database.js';
export { migrate, pendingMigrations, appliedMigrations } from './migrate.js';
export { createRepositories, type Repositories } from './repositories/index.js';
export type { SautiOrm } from './orm.js';
