import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAiChatServer } from '@sauti/adapters/testing/wire/openai-chat-server';
import { expectSound } from './assertions.js';
import { stopAllChildren } from '../support/child-process.js';
import { checkIntegrity, waitUntilDrained } from './integrity.js';
import { QUESTIONS, startScriptedLlm } from './interview-script.js';
import { startLoadWorld, type LoadWorld } from './load-world.js';
import { loadOn } from './scenarios.js';

const CANDIDATES = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls HR's candidate detail until every answer of `sessions` has a transcript (bounded). */
async function waitForTranscripts(world: LoadWorld, sessions: Set<string>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let pending = 0;
    for (const id of sessions)
      pending += (await world.hr.detail(id)).transcripts.filter((t) => t === null).length;
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} transcripts still pending after ${timeoutMs} ms`);
    await sleep(500);
  }
}

/** Waits (bounded) until `server` has received a request after the first `since`: the fault in force was met. */
async function waitForRequestAfter(
  server: { requests: unknown[] },
  since: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (server.requests.length <= since) {
    if (Date.now() > deadline) throw new Error(`no ${what} request arrived within 30 s`);
    await sleep(200);
  }
}

/** Puts `fault` in force until `server` has answered at least one request with it. */
async function meetFault<F>(
  server: { requests: unknown[]; setOutage(fault: F | null): void },
  fault: F,
  what: string,
): Promise<void> {
  const since = server.requests.length;
  server.setOutage(fault);
  await waitForRequestAfter(server, since, what);
}

/**
 * The STT and LLM providers fail (500s, stalls past the client timeout, garbage bodies) while
 * candidates answer, then recover: the answers are stored meanwhile, HR's review says what is
 * pending, and the queue's retries (1 s doubling here, QUEUE_RETRY_DELAY_SECONDS) finish every
 * transcript and evaluation once the providers are back.
 */
describe('provider outage and recovery, with the server as a child process', () => {
  let llm: OpenAiChatServer;
  let world: LoadWorld;

  beforeAll(async () => {
    llm = await startScriptedLlm();
    world = await startLoadWorld({
      llm,
      env: {
        QUEUE_RETRY_DELAY_SECONDS: '1',
        STT_TIMEOUT_MS: '1000',
        LLM_TIMEOUT_MS: '1000',
        LLM_MAX_RETRIES: '0',
      },
    });
  });
  afterAll(async () => {
    await world?.close();
    await llm?.close();
    await stopAllChildren();
  });

  it('stores answers during the outage, shows transcripts and evaluations as pending, and completes them after recovery', async () => {
    world.stt.setOutage({ kind: 'status', status: 500 });
    llm.setOutage({ kind: 'status', status: 500 });
    const { done } = loadOn(world, CANDIDATES, 0);
    const stats = await done;
    expect(stats.abandoned).toEqual([]);

    // While both providers fail: every answer is stored, none transcribed, no evaluation.
    const during = await checkIntegrity(world.hr, stats);
    expect(during.lost).toEqual([]);
    expect(during.stored).toBe(CANDIDATES * QUESTIONS.length);
    expect(during.transcriptsPending).toBe(CANDIDATES * QUESTIONS.length);
    const review = await world.hr.review();
    expect(review.awaitingEvaluation).toBe(CANDIDATES);
    expect(review.candidates.every((c) => !c.evaluated && c.status === 'completed')).toBe(true);

    // Other failure shapes: stalls past the 1 s client timeout, then garbage bodies; then STT recovers.
    await meetFault(world.stt, { kind: 'slow', delayMs: 3_000 }, 'stalled STT');
    await meetFault(world.stt, { kind: 'garbage' }, 'garbage STT');
    world.stt.setOutage(null);

    // Transcripts arrive while the model still fails: the evaluations stay pending, and say so.
    await waitForTranscripts(world, stats.completed, 90_000);
    // Calls failed during the outage, so the transcripts took more calls than there are answers: the queue retried.
    expect(world.stt.requests.length).toBeGreaterThan(CANDIDATES * QUESTIONS.length);
    expect((await world.hr.review()).awaitingEvaluation).toBe(CANDIDATES);
    await meetFault(llm, { kind: 'slow', delayMs: 3_000 }, 'stalled model');
    await meetFault(llm, { kind: 'garbage' }, 'garbage model');
    const failedModelCalls = llm.requests.length;
    expect(failedModelCalls).toBeGreaterThan(0);
    expect((await world.hr.review()).awaitingEvaluation).toBe(CANDIDATES);
    llm.setOutage(null);

    const drainSeconds = await waitUntilDrained(world.hr, stats, 120_000);
    const integrity = await checkIntegrity(world.hr, stats);
    expectSound({ stats, integrity, drainSeconds, peakRssBytes: world.server.peakRssBytes() }, CANDIDATES);
    expect(llm.requests.length).toBeGreaterThanOrEqual(failedModelCalls + CANDIDATES);
  });
});
