import { describe, expect, it } from 'vitest';
import type { ApiKeyUse } from '@sauti/core/domain/api-key-use';
import { InMemoryApiKeyUseLog } from '@sauti/core/testing/in-memory-api-key-uses';
import { memoryLogger } from '../system/logger.js';
import { BatchedApiKeyUseRecorder } from './batched-api-key-uses.js';

const use = (i: number): ApiKeyUse => ({
  id: `u${i}`,
  apiKeyId: 'k1',
  organisationId: 'o1',
  method: 'GET',
  route: '/api/v1/jobs',
  path: '/api/v1/jobs',
  status: 200,
  at: new Date(1_700_000_000_000 + i),
});

function bed(settings = { maxWaitMs: 50, batchSize: 3, maxPending: 5 }) {
  const log = new InMemoryApiKeyUseLog();
  const writes: number[] = [];
  const counting = {
    ...log,
    addAll: (uses: readonly ApiKeyUse[]) => (writes.push(uses.length), log.addAll(uses)),
  };
  const logger = memoryLogger();
  const scope = { run: <T>(work: () => Promise<T>) => work() };
  const recorder = new BatchedApiKeyUseRecorder(counting as InMemoryApiKeyUseLog, logger, scope, settings);
  return { log, writes, logger, recorder };
}

describe('BatchedApiKeyUseRecorder', () => {
  it('writes a full batch at once and the rest within the wait, one statement per batch', async () => {
    const { log, writes, recorder } = bed();
    for (let i = 0; i < 4; i++) recorder.record(use(i));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(writes).toEqual([3, 1]);
    expect(log.rows.map((u) => u.id)).toEqual(['u0', 'u1', 'u2', 'u3']);
  });

  it('holds at most maxPending while writes wait, says how many it dropped, and flushes on demand', async () => {
    const { log, logger, recorder } = bed({ maxWaitMs: 10_000, batchSize: 100, maxPending: 5 });
    for (let i = 0; i < 8; i++) recorder.record(use(i));
    await recorder.flush();
    expect(log.rows).toHaveLength(5);
    expect(logger.lines).toContain('warn api keys: 3 call(s) not recorded (the record was full)');
  });

  it('logs a failed write instead of throwing into the request path', async () => {
    const { recorder, logger } = bed();
    const failing = new BatchedApiKeyUseRecorder(
      { addAll: () => Promise.reject(new Error('database away')) } as never,
      logger,
      { run: (work) => work() },
    );
    failing.record(use(1));
    await failing.flush();
    expect(logger.lines.some((l) => l.startsWith('error api keys: 1 call(s) could not be recorded'))).toBe(
      true,
    );
    await recorder.flush();
  });
});
