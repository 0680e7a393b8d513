import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAlone } from '../run-alone.js';
import { CONDITIONS, type Condition } from './conditions.js';
import { SPOKEN_JOBS } from '../stt-corpus/index.js';
import { OWN_DEV_JOBS } from './own-dev-corpus.js';
import type { SpokenJob } from './spoken-job.js';
import { makeClips, runRecogniser, type BenchOptions } from './stt-bench.js';
import { groupBy, HEADER, row, thresholdRows, totals } from './stt-report.js';

/**
 * `npm run bench:stt`: the recogniser benchmark (docs/operations.md, "The offline recogniser").
 * Options: --recognisers stock,general,job (also openai-fake, openai), --sets dev,heldout,
 * --conditions clean,phone,noise, --one-voice | --all-voices, --parallel 2, --limit N answers per set,
 * --every K: every K-th answer of each set (a sample across all its jobs on a busy machine).
 */
const { values } = parseArgs({
  options: {
    recognisers: { type: 'string', default: 'stock,general,job' },
    sets: { type: 'string', default: 'dev' },
    conditions: { type: 'string', default: CONDITIONS.join(',') },
    'all-voices': { type: 'boolean', default: false },
    'one-voice': { type: 'boolean', default: false },
    parallel: { type: 'string', default: '2' },
    limit: { type: 'string' },
    every: { type: 'string' },
    details: { type: 'boolean', default: false },
  },
});

/** The blind corpus's jobs in the benchmark's shape. */
const fromCorpus = (jobs: typeof SPOKEN_JOBS): SpokenJob[] =>
  jobs.map((job) => ({
    id: job.id,
    title: job.title,
    companyName: job.company,
    location: job.place,
    description: job.description,
    skills: job.skills,
    questions: job.questions.map((text) => ({ text })),
    answers: job.answers.map((a) => ({ questionIndex: a.questionIndex, text: a.text })),
  }));

/**
 * dev: the corpus's first 4 jobs; heldout: its last 4 (only run, never read answer by answer:
 * test/bench/stt-corpus/README.md); own: the small set written while building the benchmark.
 */
function sets(names: string[]): BenchOptions['sets'] {
  return names.map((name) => {
    if (name === 'dev') return { name, jobs: fromCorpus(SPOKEN_JOBS.slice(0, 4)) };
    if (name === 'heldout') return { name, jobs: fromCorpus(SPOKEN_JOBS.slice(4)) };
    if (name === 'own') return { name, jobs: OWN_DEV_JOBS };
    throw new Error(`unknown set ${name}: dev, heldout, own`);
  });
}

runAlone('stt', async (log) => {
  const options: BenchOptions = {
    sets: sets(values.sets.split(',')),
    recognisers: values.recognisers.split(','),
    conditions: values.conditions.split(',') as Condition[],
    voices: values['all-voices'] ? 'all' : values['one-voice'] ? 'one' : 'two',
    parallel: Number(values.parallel),
    limit: values.limit === undefined ? undefined : Number(values.limit),
    every: values.every === undefined ? undefined : Number(values.every),
    log,
  };
  const clips = await makeClips(options);
  log(`${clips.length} clips, ${(clips.reduce((s, c) => s + c.seconds, 0) / 60).toFixed(1)} min of speech`);
  const lines: string[] = ['## Recogniser benchmark', ''];
  const raw: unknown[] = [];
  for (const name of options.recognisers) {
    const run = await runRecogniser(name, clips, options);
    const all = totals(run.results);
    lines.push(
      `### ${run.label}`,
      '',
      `Real-time factor per core ${(run.cpuSeconds / all.seconds).toFixed(3)} (decoder CPU ${run.cpuSeconds.toFixed(0)} s for ${(all.seconds / 60).toFixed(1)} min of speech, ${(run.cpuSeconds / all.clips).toFixed(2)} CPU s per answer, ${options.parallel} in parallel, wall ${run.wallSeconds.toFixed(0)} s); model builds ${run.buildSeconds.toFixed(1)} s.`,
      '',
      HEADER,
    );
    for (const [set, ofSet] of groupBy(run.results, (r) => r.clip.set)) {
      lines.push(row(`**${set}**, all`, totals(ofSet)));
      for (const [condition, ofCondition] of groupBy(ofSet, (r) => r.clip.condition)) {
        lines.push(
          row(
            `${set}, ${condition}, flite`,
            totals(ofCondition.filter((r) => r.clip.voice.engine === 'flite')),
          ),
        );
        lines.push(
          row(
            `${set}, ${condition}, espeak-ng`,
            totals(ofCondition.filter((r) => r.clip.voice.engine === 'espeak-ng')),
          ),
        );
      }
      for (const [voice, ofVoice] of groupBy(ofSet, (r) => `${r.clip.voice.name}, ${r.clip.condition}`)) {
        lines.push(row(`${set}: ${voice}`, totals(ofVoice)));
      }
    }
    for (const [set, ofSet] of groupBy(run.results, (r) => r.clip.set)) {
      lines.push('', `Unsure threshold on ${set}:`, '', thresholdRows(ofSet));
    }
    const blocked = run.results.flatMap((r) => r.blocked);
    lines.push('', `Blocked words heard: ${blocked.length ? blocked.join(', ') : 'none'}.`, '');
    raw.push({
      recogniser: name,
      cpuSeconds: run.cpuSeconds,
      results: run.results.map((r) => ({
        ...r,
        clip: {
          set: r.clip.set,
          job: r.clip.job.id,
          voice: r.clip.voice.name,
          condition: r.clip.condition,
          seconds: r.clip.seconds,
        },
      })),
    });
    if (values.details)
      for (const r of run.results.slice(0, 6)) log(`${r.clip.voice.name} ${r.clip.condition}: ${r.heard}`);
  }
  const reports = join(import.meta.dirname, '..', '..', 'reports');
  await mkdir(reports, { recursive: true });
  await writeFile(
    join(reports, `stt-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(raw),
  );
  return lines.join('\n');
});
