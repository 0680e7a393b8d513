import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Token } from './tokens.js';

/** Looks up another binding by its token (typed, unlike inversify's symbols). */
export type Get = <T>(t: Token<T>) => T;

/** The two ways a family binds its tokens. */
export interface Binder {
  /** Built on first use from other bindings; one per container, since its default scope is Singleton. */
  make<T>(t: Token<T>, build: (get: Get) => T): void;
  /** Made before the container exists (an adapter chosen from the configuration). */
  value<T>(t: Token<T>, value: T): void;
}

/**
 * One family's bindings as an inversify module. Every family binds through this helper, so each
 * use case, worker and CLI command is built the same way from the same tokens.
 */
export function bindings(register: (binder: Binder) => void): ContainerModule {
  return new ContainerModule(({ bind }) => {
    register({
      make: (t, build) => {
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => build((u) => ctx.get(u.id)));
      },
      value: (t, value) => {
        bind(t.id).toConstantValue(value);
      },
    });
  });
}
