import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock } from '@sauti/core/ports/clock';
import { AbuseBudgets } from '@sauti/core/use-cases/abuse/abuse-budgets';
import type { PortModule } from './port-module.js';
import type { Repositories } from '../storage/repositories/index.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of the abuse budgets (counted in the database, so every process shares them). */
export const ABUSE = {
  Budgets: token<AbuseBudgets>('AbuseBudgets'),
};

/** The budgets of core/use-cases/abuse on the shared rate-limit counters. */
export function abuseModule(): PortModule {
  return {
    module: new ContainerModule(({ bind }) => {
      bind(ABUSE.Budgets.id).toDynamicValue(
        (ctx: ResolutionContext) =>
          new AbuseBudgets({
            store: ctx.get<Repositories>(STORAGE.Repositories.id).rateLimits,
            clock: ctx.get<Clock>(TOKENS.Clock.id),
          }),
      );
    }),
    ports: [],
  };
}
