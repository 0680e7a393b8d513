import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SautiOrm } from '../orm.js';

/**
 * Base of the repositories. Every call works in a fresh fork: it joins the caller's request
 * context and any open transaction (`keepTransactionContext`) but has its own empty identity map,
 * so rows changed by other processes are never served stale. Repositories return plain domain
 * objects, never entities, so nothing depends on a shared identity map.
 */
export abstract class OrmRepository {
  constructor(protected readonly orm: SautiOrm) {}

  /** A unit of work for one repository call. */
  protected em(): EntityManager {
    return this.orm.em.fork({ clear: true, keepTransactionContext: true });
  }

  /** Runs raw SQL (with `?` placeholders) in the caller's transaction, if any. */
  protected async sql<Row = Record<string, unknown>>(
    em: EntityManager,
    query: string,
    params: readonly unknown[] = [],
  ): Promise<Row[]> {
    return em.getConnection().execute<Row[]>(query, params, 'all', em.getTransactionContext());
  }
}

/** True when `error` is a unique-key violation. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException;
}

/** Lower-cased, trimmed email or domain, as stored. */
export function normaliseAddress(value: string): string {
  return value.trim().toLowerCase();
}
