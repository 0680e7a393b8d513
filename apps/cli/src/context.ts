import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer, type AppContainer, type BuildOptions } from '@sauti/adapters/container/container';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { consoleLogger } from '@sauti/adapters/system/logger';

/**
 * Opens the same container the server uses (reaching an embedded database through the running
 * server's socket when there is one), runs `work` in one ORM context, and always closes.
 */
export async function withApp<T>(
  work: (app: AppContainer) => Promise<T>,
  options: BuildOptions = {},
): Promise<T> {
  const config = loadConfig(process.env);
  const app = await buildContainer(config, consoleLogger('warn'), options);
  try {
    return await app.get(STORAGE.RequestScope).run(() => work(app));
  } finally {
    await app.close();
  }
}
