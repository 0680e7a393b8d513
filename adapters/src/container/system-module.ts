import type { Config } from '../config/config.js';
import { CryptoIds } from '../system/crypto-ids.js';
import type { Logger } from '../system/logger.js';
import { SystemClock } from '../system/system-clock.js';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { TOKENS } from './tokens.js';

/** Configuration, logging, the clock and the id generator. */
export function systemModule(config: Config, logger: Logger): PortModule {
  return {
    module: bindings(({ value }) => {
      value(TOKENS.Config, config);
      value(TOKENS.Logger, logger);
      value(TOKENS.Clock, new SystemClock());
      value(TOKENS.Ids, new CryptoIds());
    }),
    ports: [
      { port: 'clock', adapter: 'system clock' },
      { port: 'ids', adapter: 'node:crypto (UUID v4, CSPRNG tokens)' },
    ],
  };
}
