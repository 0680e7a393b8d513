import { ContainerModule } from 'inversify';
import type { Config } from '../config/config.js';
import { CryptoIds } from '../system/crypto-ids.js';
import type { Logger } from '../system/logger.js';
import { SystemClock } from '../system/system-clock.js';
import type { PortModule } from './port-module.js';
import { TOKENS } from './tokens.js';

/** Configuration, logging, the clock and the id generator. */
export function systemModule(config: Config, logger: Logger): PortModule {
  return {
    module: new ContainerModule(({ bind }) => {
      bind(TOKENS.Config.id).toConstantValue(config);
      bind(TOKENS.Logger.id).toConstantValue(logger);
      bind(TOKENS.Clock.id).toConstantValue(new SystemClock());
      bind(TOKENS.Ids.id).toConstantValue(new CryptoIds());
    }),
    ports: [
      { port: 'clock', adapter: 'system clock' },
      { port: 'ids', adapter: 'node:crypto (UUID v4, CSPRNG tokens)' },
    ],
  };
}
