import { blindSet } from '../blind-set.js';
import type { AnswerKind, BlindJob } from '../development-blind/types.js';
import type { ScoringSet } from '../scoring-set.js';

/** The honest kinds spoken and recognised: the five graded levels and the same substance, plain and polished. */
export const RECOGNISED_KINDS: readonly AnswerKind[] = [
  'excellent',
  'good',
  'adequate',
  'weak',
  'non-answer',
  'polished',
  'plain',
];

/** What `npm run bench:scoring-recognise` writes for one set: each honest answer as the recogniser heard it. */
export interface RecognisedSet {
  set: string;
  /** The recogniser that heard them, e.g. 'job-adapted' (pocketsphinx with the job's model). */
  recogniser: string;
  kinds: AnswerKind[];
  answers: { jobId: string; questionIndex: number; kind: AnswerKind; voice: string; text: string }[];
}

/**
 * A blind set's honest answers as the default recogniser heard them, graded as written: how much
 * of the scorer's reading survives real recognition errors. Attacks are left out (they were not
 * spoken); a recognised answer missing from the file is an error, not a silent skip.
 */
export function recognisedScoringSet(
  jobs: readonly BlindJob[],
  recognised: RecognisedSet,
  role: ScoringSet['role'],
): ScoringSet {
  const heard = new Map(recognised.answers.map((a) => [`${a.jobId}|${a.questionIndex}|${a.kind}`, a.text]));
  const written = blindSet(`${recognised.set}, recognised`, jobs, role);
  const cases = written.cases
    .filter((c) => recognised.kinds.includes(c.kind as AnswerKind))
    .map((c) => {
      const text = heard.get(`${c.job.id}|${c.questionIndex}|${c.kind}`);
      if (text === undefined)
        throw new Error(
          `${recognised.set}: no recognised text for ${c.job.id} q${c.questionIndex + 1} ${c.kind}`,
        );
      return { ...c, text };
    });
  return { ...written, cases, adversarial: [] };
}
