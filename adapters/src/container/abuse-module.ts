import { AbuseBudgets } from '@sauti/core/use-cases/abuse/abuse-budgets';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of the abuse budgets (counted in the database, so every process shares them). */
export const ABUSE = {
  Budgets: token<AbuseBudgets>('AbuseBudgets'),
};

/** The budgets of core/use-cases/abuse on the shared rate-limit counters. */
export function abuseModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      make(
        ABUSE.Budgets,
        (get) => new AbuseBudgets({ store: get(STORAGE.Repositories).rateLimits, clock: get(TOKENS.Clock) }),
      );
    }),
    ports: [],
  };
}
