import { DomainError, isDomainError } from '@sauti/core/domain/errors';
import type { Logger } from '@sauti/adapters/system/logger';

/**
 * Runs `work` for a public caller. A provider failure's message carries the provider's own
 * detail (tool output with temporary file paths, upstream hosts), which belongs in the log, not
 * in an answer to an anonymous visitor: it is logged and replaced by `publicMessage`. Messages
 * we wrote for people (`ownMessages`, e.g. "no speech-to-text is configured") pass unchanged.
 */
export async function hidingProviderDetail<T>(
  work: () => Promise<T>,
  logger: Logger,
  publicMessage: string,
  ownMessages: readonly string[] = [],
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      !isDomainError(error) ||
      error.code !== 'PROVIDER_UNAVAILABLE' ||
      ownMessages.includes(error.message)
    ) {
      throw error;
    }
    logger.warn(`provider failure: ${error.message}`);
    throw new DomainError('PROVIDER_UNAVAILABLE', publicMessage);
  }
}
