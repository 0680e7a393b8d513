import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, createMemoryAnswerStore, type PendingAnswer } from './answer-store';
import { UploadRefused } from './resumable-upload';
import { RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs, UploadQueue, type SetTimer } from './upload-queue';

function answer(questionIndex: number, sessionId = 's1'): PendingAnswer {
  return {
    key: answerKey(sessionId, questionIndex),
    sessionId,
    candidateToken: 'tok',
    questionIndex,
    questionText: `Question ${questionIndex}`,
    audio: new Blob([`audio ${questionIndex}`], { type: 'audio/webm' }),
    savedAt: questionIndex,
  };
}

/** Timers the test fires by hand, recording each requested delay. */
function manualTimers() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const setTimer: SetTimer = (run, ms) => {
    const timer = { run, ms, cancelled: false };
    pending.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const fireNext = async () => {
    const timer = pending.find((t) => !t.cancelled);
    if (!timer) throw new Error('no timer pending');
    pending.splice(pending.indexOf(timer), 1);
    timer.run();
    await settle();
  };
  return { setTimer, delays: () => pending.filter((t) => !t.cancelled).map((t) => t.ms), fireNext };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server that fails the first `failures` calls, then answers 2xx, counting what it stored. */
function flakyServer(failures: number) {
  const stored = new Map<string, number>();
  let calls = 0;
  const send = async (a: PendingAnswer) => {
    calls += 1;
    if (calls <= failures) throw new Error('network down');
    stored.set(a.key, (stored.get(a.key) ?? 0) + 1);
  };
  return { send, stored, calls: () => calls };
}

describe('retryDelayMs', () => {
  it('doubles from 1 s and never exceeds 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (failures) => {
        const delay = retryDelayMs(failures);
        expect(delay).toBeGreaterThanOrEqual(RETRY_BASE_MS);
        expect(delay).toBeLessThanOrEqual(RETRY_CAP_MS);
        expect(retryDelayMs(failures + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});

describe('UploadQueue', () => {
  it('saves the answer before the first attempt and removes it only after a 2xx', async () => {
    const store = createMemoryAnswerStore();
    let storedAtSend: PendingAnswer[] = [];
    const queue = new UploadQueue(store, async () => {
      storedAtSend = await store.list();
    });
    await queue.add(answer(0));
    await settle();
    expect(storedAtSend.map((a) => a.key)).toEqual(['s1:0']);
    expect(await store.list()).toEqual([]);
    expect(queue.getSnapshot()).toEqual([
      { key: 's1:0', sessionId: 's1', questionIndex: 0, state: 'uploaded', failures: 0 },
    ]);
  });

  it('retries with exponential backoff until the server acknowledges, storing the answer once', async () => {
    const store = createMemoryAnswerStore();
    const server = flakyServer(3);
    const timers = manualTimers();
    const queue = new UploadQueue(store, server.send, timers.setTimer);
    await queue.add(answer(2));
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'saved', failures: 1 });
    expect(timers.delays()).toEqual([1000]);
    await timers.fireNext();
    expect(timers.delays()).toEqual([2000]);
    await timers.fireNext();
    expect(timers.delays()).toEqual([4000]);
    expect((await store.list()).map((a) => a.key)).toEqual(['s1:2']);
    await timers.fireNext();
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'uploaded', failures: 3 });
    expect(timers.delays()).toEqual([]);
    expect(server.calls()).toBe(4);
    expect(server.stored.get('s1:2')).toBe(1);
    expect(await store.list()).toEqual([]);
  });

  it('never has two attempts of one answer in flight, even when retried by hand', async () => {
    const store = createMemoryAnswerStore();
    let inFlight = 0;
    let maxInFlight = 0;
    let release: () => void = () => undefined;
    const queue = new UploadQueue(store, async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise<void>((resolve) => (release = resolve));
      inFlight -= 1;
    });
    await queue.add(answer(0));
    queue.retryNow();
    queue.retryNow();
    await queue.restore();
    expect(queue.getSnapshot()[0]!.state).toBe('uploading');
    release();
    await settle();
    expect(maxInFlight).toBe(1);
    expect(queue.getSnapshot()[0]!.state).toBe('uploaded');
  });

  it('survives a reload: a new queue on the same store uploads what the old one left', async () => {
    const store = createMemoryAnswerStore();
    const offline = manualTimers();
    const before = new UploadQueue(store, flakyServer(Infinity).send, offline.setTimer);
    await before.add(answer(0));
    await before.add(answer(1));
    await settle();
    before.dispose(); // the tab closes

    const server = flakyServer(0);
    const after = new UploadQueue(store, server.send, manualTimers().setTimer);
    expect((await after.knownIndexes('s1')).sort()).toEqual([0, 1]);
    await settle();
    expect([...server.stored.entries()]).toEqual([
      ['s1:0', 1],
      ['s1:1', 1],
    ]);
    expect(await store.list()).toEqual([]);
    expect(await after.knownIndexes('other-session')).toEqual([]);
  });

  it('does not upload twice when a restore reads the store while an answer is being saved', async () => {
    const server = flakyServer(0);
    const inner = createMemoryAnswerStore();
    let finishPut: () => void = () => undefined;
    const slowStore = {
      ...inner,
      put: async (a: PendingAnswer) => {
        await inner.put(a); // readable at once, durable only later
        await new Promise<void>((resolve) => (finishPut = resolve));
      },
    };
    const queue = new UploadQueue(slowStore, server.send);
    const adding = queue.add(answer(0));
    await queue.restore();
    finishPut();
    await adding;
    await settle();
    expect(server.calls()).toBe(1);
  });

  it('retries at once when told the connection is back', async () => {
    const server = flakyServer(1);
    const timers = manualTimers();
    const queue = new UploadQueue(createMemoryAnswerStore(), server.send, timers.setTimer);
    await queue.add(answer(0));
    await settle();
    expect(queue.getSnapshot()[0]!.state).toBe('saved');
    queue.retryNow();
    await settle();
    expect(queue.getSnapshot()[0]!.state).toBe('uploaded');
    expect(timers.delays()).toEqual([]);
  });

  it('uploads the newer recording when an answer is replaced while its upload is in flight', async () => {
    const store = createMemoryAnswerStore();
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const queue = new UploadQueue(store, async (a) => {
      sent.push(String(a.savedAt));
      if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    await queue.add(answer(0));
    await queue.add({ ...answer(0), savedAt: 99 });
    release();
    await settle();
    await settle();
    expect(sent).toEqual(['0', '99']);
    expect(await store.list()).toEqual([]);
  });

  it('still uploads when the device storage refuses the answer', async () => {
    const server = flakyServer(0);
    const broken = { ...createMemoryAnswerStore(), put: () => Promise.reject(new Error('QuotaExceeded')) };
    const queue = new UploadQueue(broken, server.send);
    await queue.add(answer(0));
    await settle();
    expect(server.stored.get('s1:0')).toBe(1);
  });

  it('stops retrying a refused answer, keeps it on the device until the candidate has seen why, then forgets it', async () => {
    const store = createMemoryAnswerStore();
    const timers = manualTimers();
    let calls = 0;
    const queue = new UploadQueue(
      store,
      async () => {
        calls += 1;
        throw new UploadRefused(413, 'TOO_LARGE', 'The recording is too large.');
      },
      timers.setTimer,
    );
    await queue.add(answer(1));
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({
      state: 'refused',
      refusal: { code: 'TOO_LARGE', message: 'The recording is too large.' },
    });
    expect(timers.delays()).toEqual([]);
    queue.retryNow();
    await settle();
    expect(calls).toBe(1);
    expect((await store.list()).map((a) => a.refusal?.code)).toEqual(['TOO_LARGE']);

    // After a reload the refusal is shown again, without sending anything.
    const reloaded = new UploadQueue(store, async () => {
      calls += 1;
    });
    expect(await reloaded.knownIndexes('s1')).toEqual([1]);
    expect(reloaded.getSnapshot()[0]!.state).toBe('refused');
    await reloaded.dismiss('s1:1');
    expect(reloaded.getSnapshot()).toEqual([]);
    expect(await store.list()).toEqual([]);
    expect(calls).toBe(1);
  });

  it('keeps the resumable upload of an answer with it, so the next attempt resumes it', async () => {
    const store = createMemoryAnswerStore();
    const timers = manualTimers();
    const urls: (string | null | undefined)[] = [];
    const queue = new UploadQueue(
      store,
      async (a, remember) => {
        urls.push(a.uploadUrl);
        remember('/api/uploads/abc');
        if (urls.length === 1) throw new Error('connection lost');
      },
      timers.setTimer,
    );
    await queue.add(answer(0));
    await settle();
    expect((await store.list())[0]!.uploadUrl).toBe('/api/uploads/abc');
    await timers.fireNext();
    expect(urls).toEqual([undefined, '/api/uploads/abc']);
    expect(queue.getSnapshot()[0]!.state).toBe('uploaded');
  });
});
