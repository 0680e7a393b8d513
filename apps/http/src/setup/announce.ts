import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import type { Logger } from '@sauti/adapters/system/logger';

/** Where the operator creates the administrator (docs/behaviour/platform.md §19). */
export const SETUP_PATH = '/setup';

/**
 * At start-up: while the installation has no administrator, issues a one-time setup code and
 * prints it, with where to use it, in the server's log, the one place only the operator reads.
 * With an administrator it prints nothing and any old code is gone.
 */
export async function announceFirstRunSetup(app: AppContainer, logger: Logger): Promise<void> {
  const issued = await app.get(ACCOUNTS.FirstRunSetup).issueCode();
  if (!issued) return;
  const { publicUrl } = app.get(TOKENS.Config);
  logger.warn(
    `No administrator yet. Open ${publicUrl}${SETUP_PATH} and enter this one-time setup code to create one: ` +
      `${issued.code} (usable once, until ${issued.expiresAt.toISOString()}; ` +
      '`sauti users create --admin` works too)',
  );
}
