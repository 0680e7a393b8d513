import { speechFile } from '@sauti/adapters/testing/speech/generate';
import {
  interviewOnALine,
  questionAudioBytes,
  startLineWorld,
  type LineRun,
} from '../src/support/interview-on-a-line.js';
import { PROFILES, type NetworkProfile } from '../src/support/network-conditions.js';

/** Five questions, as issue 17 measures a whole interview. */
const QUESTIONS = [
  'Tell us about yourself and your work so far.',
  'Describe a customer you won over and how.',
  'How do you plan a week of visits on the road?',
  'Tell us about a time a delivery went wrong and what you did.',
  'Why do you want to join our team?',
];
/** Seconds per answer (BENCH_ANSWER_SECONDS shortens a trial run). */
const ANSWER_SECONDS = Number(process.env.BENCH_ANSWER_SECONDS ?? 60);
const WARM_UP_SECONDS = 15;
/** The line drops for 10 s every 30 s. */
const CUTS = { everyMs: 30_000, forMs: 10_000 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(1);

function row(run: LineRun): string {
  const once = run.answersStored === run.questions && run.audioFiles === run.questions + 1;
  const total = run.sentBytes + run.receivedBytes;
  return (
    `| ${run.profile} | ${run.completed ? 'yes' : 'no'} | ${once ? 'yes' : 'no'} (${run.answersStored}/${run.questions}) | ` +
    `${kb(run.sentBytes)} | ${kb(run.receivedBytes)} | ${kb(total)} | ${run.cuts} | ${kb(run.resentBytes)} ` +
    `(${kb(run.cuts ? run.resentBytes / run.cuts : 0)} per drop) | ${run.uploadsCreated} | ` +
    `${s(run.firstUsableMs)} | ${s(run.waitAfterLastAnswerMs)} | ${s(run.totalMs)} |`
  );
}

/**
 * Whole interviews (5 × 60 s answers, a 15 s warm-up, spoken questions) in Chromium on emulated
 * EDGE and 3G lines (Chrome DevTools Protocol throttling), the line cut for 10 s every 30 s and the
 * page reloaded offline after the second answer. Bytes are metered on the line itself, so the
 * service worker's downloads count too. Returns a markdown section; figures only.
 */
export async function badNetworkBenchmark(log: (line: string) => void): Promise<string> {
  const microphone = await speechFile(
    'I have sold solar lamps to shop owners across the region for three years',
    { format: 'wav' },
  );
  const world = await startLineWorld(QUESTIONS, microphone);
  const runs: LineRun[] = [];
  let spoken: number[];
  try {
    for (const profile of [PROFILES.edge, PROFILES.threeG] as NetworkProfile[]) {
      log(`${profile.name}: 5 × ${ANSWER_SECONDS} s answers with drops...`);
      const run = await interviewOnALine(world, {
        profile,
        answerSeconds: ANSWER_SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
        cuts: CUTS,
        offlineReloadAfter: 1,
      });
      log(JSON.stringify(run));
      runs.push(run);
    }
    spoken = await questionAudioBytes(world);
  } finally {
    await world.close();
  }
  const perQuestion = spoken.length ? spoken.reduce((a, b) => a + b, 0) / spoken.length : 0;
  return [
    '## Bad network: whole interviews on emulated EDGE and 3G',
    '',
    `${QUESTIONS.length} questions × ${ANSWER_SECONDS} s answers, ${WARM_UP_SECONDS} s warm-up; the line cut ` +
      `${CUTS.forMs / 1000} s every ${CUTS.everyMs / 1000} s and the page reloaded offline after answer 2. ` +
      'EDGE: 240/200 kbit/s, 840 ms RTT; 3G: 780/330 kbit/s, 300 ms RTT (CDP emulation). Bytes metered ' +
      'on the line (page and service worker, headers included), from an empty cache.',
    '',
    '| Profile | Completed | Stored once | Sent kB | Received kB | Total kB | Drops | Sent twice kB | Uploads created | First usable s | Wait after last answer s | Interview s |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(row),
    '',
    `Question audio: ${spoken.length} questions, ${kb(perQuestion)} kB per spoken question on average ` +
      `(${spoken.map(kb).join(', ')} kB).`,
    '',
  ].join('\n');
}
