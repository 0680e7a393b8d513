import { describe, expect, it } from 'vitest';
import { DomainError } from '@sauti/core/domain/errors';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { hidingProviderDetail } from './provider-detail.js';

const PUBLIC = 'The service is unavailable right now.';
const detail = 'pocketsphinx failed: ffmpeg exited with 1: /tmp/sauti-stt-x/input.webm: Invalid data';

describe('hidingProviderDetail', () => {
  it('logs a provider failure and answers the public message without its detail', async () => {
    const logger = memoryLogger();
    const failing = hidingProviderDetail(
      () => Promise.reject(new DomainError('PROVIDER_UNAVAILABLE', detail)),
      logger,
      PUBLIC,
    );
    await expect(failing).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE', message: PUBLIC });
    expect(logger.lines).toEqual([`warn provider failure: ${detail}`]);
  });

  it('passes our own messages, other errors and results through unchanged', async () => {
    const logger = memoryLogger();
    const own = new DomainError('PROVIDER_UNAVAILABLE', 'No speech-to-text is configured.');
    await expect(hidingProviderDetail(() => Promise.reject(own), logger, PUBLIC, [own.message])).rejects.toBe(
      own,
    );
    const notFound = new DomainError('NOT_FOUND', 'Session not found');
    await expect(hidingProviderDetail(() => Promise.reject(notFound), logger, PUBLIC)).rejects.toBe(notFound);
    await expect(hidingProviderDetail(() => Promise.resolve(42), logger, PUBLIC)).resolves.toBe(42);
    expect(logger.lines).toEqual([]);
  });
});
