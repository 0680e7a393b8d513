import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import { chromiumAvailable } from '../support/chromium.js';
import { interviewOnALine, startLineWorld, type LineWorld } from '../support/interview-on-a-line.js';
import { PROFILES } from '../support/network-conditions.js';

/**
 * The short variant of the bad-network benchmark (`npm run bench` takes 5 × 60 s answers on EDGE
 * and 3G): two 8-second answers on an emulated EDGE line, the connection cut 6 s in every 18 s,
 * and a reload while offline between the answers.
 */
const QUESTIONS = ['Tell us about a sale you are proud of.', 'How do you plan a week on the road?'];

/** Issue 17: a drop may cost at most one upload piece again. */
const PIECE_BYTES = 64 * 1024;

const run = chromiumAvailable();
let world: LineWorld;

beforeAll(async () => {
  if (!run) return;
  world = await startLineWorld(
    QUESTIONS,
    await speechFile('I sold forty solar lamps in one week', { format: 'wav' }),
  );
});
afterAll(() => world?.close());

describe.skipIf(!run)('an interview on an emulated EDGE line with drops and an offline reload', () => {
  it('completes, stores every answer once, and resends at most one piece per drop', async () => {
    const result = await interviewOnALine(world, {
      profile: PROFILES.edge,
      answerSeconds: 8,
      warmUpSeconds: 5,
      cuts: { everyMs: 18_000, forMs: 6_000 },
      offlineReloadAfter: 0,
    });
    console.info('interview on EDGE (CI variant):', JSON.stringify(result));
    expect(result.completed).toBe(true);
    expect(result.answersStored).toBe(QUESTIONS.length);
    // The answers and the warm-up, each once: a file stored twice would leave another one here.
    expect(result.audioFiles).toBe(QUESTIONS.length + 1);
    expect(result.cuts).toBeGreaterThanOrEqual(2); // the scheduled drops, plus the offline reload
    expect(result.resentBytes).toBeLessThanOrEqual(result.cuts * PIECE_BYTES);
    // A creation whose answer was lost in a drop is made again (no bytes lost), nothing more.
    expect(result.uploadsCreated).toBeLessThanOrEqual(QUESTIONS.length + 1 + result.cuts);
    expect(result.sentBytes + result.receivedBytes).toBeLessThan(1.5 * 1024 * 1024);
  });
});
