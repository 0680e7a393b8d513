import type { Clock } from '@sauti/core/ports/clock';
import type { Ids } from '@sauti/core/ports/ids';
import type { Config } from '../config/config.js';
import type { Logger } from '../system/logger.js';

/**
 * A typed key into the container. inversify's service identifiers are untyped symbols;
 * carrying the type here lets `resolve(container, TOKENS.Clock)` return a `Clock`.
 */
export interface Token<T> {
  readonly id: symbol;
  readonly __type?: T;
}

/** Creates a token for one port or service. */
export function token<T>(name: string): Token<T> {
  return { id: Symbol.for(`sauti.${name}`) };
}

/** Tokens of the services every process needs; adapter families add their own beside their module. */
export const TOKENS = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Ids: token<Ids>('Ids'),
};
