import { describe, expect, it } from 'vitest';
import { MAX_PHRASE_CHECK_FAILURES, PhraseCheckRunner } from './phrase-check-runner.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PhraseCheckRunner', () => {
  it('answers at once, runs one check per session at a time, and once more after an upload during a run', async () => {
    const gate = deferred();
    const runs: string[] = [];
    const runner = new PhraseCheckRunner({
      check: async (id) => {
        runs.push(id);
        if (runs.length === 1) await gate.promise;
        return 'checked';
      },
      onError: () => undefined,
    });
    runner.request('a', 'upload');
    expect(runs).toEqual([]); // nothing ran before the caller went on
    await Promise.resolve();
    runner.request('a', 'poll'); // ignored: one is running
    runner.request('a', 'upload'); // a newer video: run again afterwards
    gate.resolve();
    await runner.idle();
    expect(runs).toEqual(['a', 'a']);
  });

  it(`stops restarting on polls after ${MAX_PHRASE_CHECK_FAILURES} failures; an upload starts afresh`, async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const runner = new PhraseCheckRunner({
      check: async () => {
        runs += 1;
        throw new Error('stt down');
      },
      onError: (_id, error) => errors.push(error),
    });
    for (let i = 0; i < MAX_PHRASE_CHECK_FAILURES + 2; i++) {
      runner.request('a', 'poll');
      await runner.idle();
    }
    expect(runs).toBe(MAX_PHRASE_CHECK_FAILURES);
    expect(errors).toHaveLength(MAX_PHRASE_CHECK_FAILURES);
    runner.request('a', 'upload');
    await runner.idle();
    expect(runs).toBe(MAX_PHRASE_CHECK_FAILURES + 1);
  });
});
