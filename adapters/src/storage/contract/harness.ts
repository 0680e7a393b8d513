import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../database.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { createTestDatabase } from '../test-database.js';
import { inMemoryRepositories, type StoragePorts } from './targets.js';

/** What a contract test gets: the implementations of the storage ports under test. */
export interface ContractContext {
  repos: StoragePorts;
}

/** What a database test gets: the ORM repositories on a fresh migrated database, and the database. */
export interface DatabaseContext extends ContractContext {
  repos: Repositories;
  db: Database;
}

const serverUrl = process.env.TEST_DATABASE_URL || undefined;
/** True when the PostgreSQL server variant must run (and fail without TEST_DATABASE_URL). */
export function serverRequired(): boolean {
  return process.env.SAUTI_REQUIRE_PG === '1' || process.env.CI === 'true';
}
let skipNoted = false;

/**
 * Declares `body` once per implementation of the storage ports: the in-memory fakes of
 * core/src/testing (so the fakes the use-case tests lean on cannot drift from the real
 * repositories), and the ORM repositories on each database of {@link describeDatabaseContract}.
 */
export function describeStorageContract(title: string, body: (context: () => ContractContext) => void): void {
  describe(`${title} [in-memory fakes]`, () => {
    let repos: StoragePorts | undefined;
    beforeAll(() => {
      repos = inMemoryRepositories();
    });
    body(() => ({ repos: repos! }));
  });
  describeDatabaseContract(title, body);
}

/**
 * Declares `body` once per database: embedded PGlite (PostgreSQL 18) always, and a real
 * PostgreSQL server from TEST_DATABASE_URL. Without that URL the server variant fails when
 * SAUTI_REQUIRE_PG=1 or CI=true, and is skipped with a printed reason otherwise.
 */
export function describeDatabaseContract(
  title: string,
  body: (context: () => DatabaseContext) => void,
): void {
  declareVariant(`${title} [PGlite]`, undefined, body);
  if (serverUrl) {
    declareVariant(`${title} [PostgreSQL server]`, serverUrl, body);
  } else if (serverRequired()) {
    describe(`${title} [PostgreSQL server]`, () => {
      it('has a PostgreSQL server to run against', () => {
        throw new Error(
          'TEST_DATABASE_URL is not set but a PostgreSQL run is required (SAUTI_REQUIRE_PG=1 or CI=true). ' +
            'Start one with: TEST_DATABASE_URL=$(bash test/scripts/pg-server.sh start)',
        );
      });
    });
  } else {
    if (!skipNoted) {
      console.warn(
        '[storage] PostgreSQL server variant SKIPPED: set TEST_DATABASE_URL (test/scripts/pg-server.sh).',
      );
      skipNoted = true;
    }
    describe.skipIf(true)(`${title} [PostgreSQL server] (skipped: TEST_DATABASE_URL unset)`, () => {
      body(() => {
        throw new Error('unreachable');
      });
    });
  }
}

function declareVariant(
  name: string,
  url: string | undefined,
  body: (context: () => DatabaseContext) => void,
) {
  describe(name, () => {
    let context: DatabaseContext | undefined;
    beforeAll(async () => {
      const db = await createTestDatabase({ databaseUrl: url });
      context = { db, repos: createRepositories(db.orm) };
    });
    afterAll(async () => {
      await context?.db.close();
    });
    body(() => {
      if (!context) throw new Error('the test database did not open');
      return context;
    });
  });
}
