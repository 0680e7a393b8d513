import type { Logger } from '../system/logger.js';
import type { AppContainer } from './container.js';

/**
 * Starts the container's warm-up without waiting for it (the server answers meanwhile) and says
 * when it is done or why it failed: a failed warm-up costs the first request its wait, nothing
 * more, so it is a warning. Returns the running warm-up for whoever wants to wait on it.
 */
export function warmUpInBackground(app: AppContainer, logger: Logger): Promise<void> {
  const started = performance.now();
  return app.warmUp().then(
    () => logger.info(`warm-up done in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) =>
      logger.warn(`warm-up failed (the first transcription will wait instead): ${String(error)}`),
  );
}
