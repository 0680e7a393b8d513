import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSound } from './assertions.js';
import { stopAllChildren } from '../support/child-process.js';
import { QUESTIONS } from './interview-script.js';
import { startLoadWorld, type LoadWorld } from './load-world.js';
import { killMidLoad, plainLoad } from './scenarios.js';

/** The short CI variant (`npm run bench` runs 200 candidates). Correctness only, never timing. */
const CANDIDATES = 12;
const DRAIN_MS = 120_000;

describe('the server process on the embedded database, under a load of whole interviews', () => {
  let world: LoadWorld;

  beforeAll(async () => {
    // Fast queue retries (1 s, doubling) so evaluations waiting for transcripts finish within the test.
    world = await startLoadWorld({ env: { QUEUE_RETRY_DELAY_SECONDS: '1' } });
  });
  afterAll(async () => {
    await world?.close();
    await stopAllChildren();
  });

  it(`takes ${CANDIDATES} interviews at once: every answer stored once, no 5xx, all transcribed and evaluated`, async () => {
    const result = await plainLoad(world, CANDIDATES, DRAIN_MS);
    expect(result.stats.statuses).toEqual({
      '200': CANDIDATES * 2, // enrollment, completion
      '201': CANDIDATES * (1 + QUESTIONS.length), // session, answers
      '202': CANDIDATES, // evaluation requested
    });
    expectSound(result, CANDIDATES);
  });

  it('loses and duplicates no acknowledged answer when killed (SIGKILL) mid-load and restarted on the same data', async () => {
    const result = await killMidLoad(world, CANDIDATES, DRAIN_MS);
    expect(result.acknowledgedAtKill).toBeLessThan(CANDIDATES * QUESTIONS.length);
    expect(world.server.output()).toMatch(/Sauti is ready on/);
    expectSound(result, CANDIDATES);
  });
});
