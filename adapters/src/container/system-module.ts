import type { Clock } from '@sauti/core/ports/clock';
import type { Config } from '../config/config.js';
import { CryptoIds } from '../system/crypto-ids.js';
import type { Logger } from '../system/logger.js';
import { SystemClock } from '../system/system-clock.js';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { TOKENS } from './tokens.js';

/**
 * Configuration, logging, the clock and the id generator. `clock` replaces the system clock (tests
 * that move time, e.g. past a feedback delay); production never passes one.
 */
export function systemModule(config: Config, logger: Logger, clock?: Clock): PortModule {
  return {
    module: bindings(({ value }) => {
      value(TOKENS.Config, config);
      value(TOKENS.Logger, logger);
      value(TOKENS.Clock, clock ?? new SystemClock());
      value(TOKENS.Ids, new CryptoIds());
    }),
    ports: [
      { port: 'clock', adapter: clock ? 'a clock the caller moves (tests)' : 'system clock' },
      { port: 'ids', adapter: 'node:crypto (UUID v4, CSPRNG tokens)' },
    ],
  };
}
