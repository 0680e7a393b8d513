import { MAINTENANCE_TAG } from './embedded/embedded-maintenance.js';
import type { SautiOrm } from './orm.js';

/** The SQL statements an ORM sent while the counter ran. */
export interface StatementCounter {
  /** Every statement sent since the start (or the last reset), in order. */
  readonly statements: readonly string[];
  reset(): void;
  /** Puts the ORM's previous hook back. */
  stop(): void;
}

/**
 * Records every SQL statement the ORM sends, for tests that prove a call costs a fixed number of
 * queries. It hooks MikroORM's `onQuery`, which the connection calls for each statement it is
 * about to execute (entity finds, inserts, updates and raw SQL alike); only the transaction
 * control statements BEGIN/COMMIT/ROLLBACK, issued by the driver directly, are not seen. The
 * embedded database's background upkeep (VACUUM, ANALYZE) is nobody's call and is left out.
 */
export function countStatements(orm: SautiOrm): StatementCounter {
  const previous = orm.config.get('onQuery');
  const statements: string[] = [];
  orm.config.set('onQuery', (sql: string, params: readonly unknown[]) => {
    if (!sql.startsWith(MAINTENANCE_TAG)) statements.push(sql);
    return previous(sql, params);
  });
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
    stop: () => orm.config.set('onQuery', previous),
  };
}
