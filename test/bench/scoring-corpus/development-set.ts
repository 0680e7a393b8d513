import { CORPUS_JOBS, UNRELATED_STORIES, type CorpusJob, type WrittenAnswers } from './development/index.js';
import { garble } from './garble.js';
import type { Grade5, ScoringCase, ScoringJob, ScoringSet } from './scoring-set.js';

/** The kinds of the development set and their grades on the 1-5 scale (docs/scoring-rubric.md). */
const GRADE_OF = {
  excellent: 5,
  plain: 5,
  good: 4,
  adequate: 3,
  vague: 3,
  poor: 2,
  'non-answer': 1,
  keywords: 1,
  template: 1,
  harmful: 1,
  'off-topic': 1,
  padded: 3,
  'wrong-question': 2,
  'garbled-excellent': 5,
  'garbled-good': 4,
  'garbled-vague': 3,
} as const satisfies Record<string, Grade5>;

type Kind = keyof typeof GRADE_OF;

const WRITTEN: Readonly<Partial<Record<Kind, keyof WrittenAnswers>>> = {
  excellent: 'excellent',
  plain: 'plain',
  good: 'good',
  adequate: 'adequate',
  vague: 'vague',
  poor: 'poor',
  'non-answer': 'nonAnswer',
  keywords: 'keywords',
  template: 'template',
  harmful: 'harmful',
};

/** The text of `kind` under question `q` of `job` (built kinds are made from the written ones). */
export function answerText(job: CorpusJob, q: number, kind: Kind): string {
  const jobIndex = CORPUS_JOBS.indexOf(job);
  const question = job.questions[q]!;
  const written = WRITTEN[kind];
  if (written) return question.answers[written];
  const stories = job.stories ?? UNRELATED_STORIES;
  const story = stories[(job.stories ? q : jobIndex * job.questions.length + q) % stories.length]!;
  const seed = 1000 * (jobIndex + 1) + 10 * q;
  switch (kind) {
    case 'off-topic':
      return story;
    case 'padded':
      return `${question.answers.vague} ${story}`;
    case 'wrong-question':
      return job.questions[(q + 1) % job.questions.length]!.answers.excellent;
    case 'garbled-excellent':
      return garble(question.answers.excellent, seed + 1);
    case 'garbled-good':
      return garble(question.answers.good, seed + 2);
    case 'garbled-vague':
      return garble(question.answers.vague, seed + 3);
    default:
      throw new Error(`no text for ${kind}`);
  }
}

function scoringJob(job: CorpusJob, guides: boolean): ScoringJob {
  return {
    id: guides ? job.id : `${job.id} (no guides)`,
    title: job.title,
    description: job.description,
    skills: job.skills,
    weights: job.weights,
    questions: job.questions.map((q) => ({
      text: q.text,
      pillarId: q.pillarId,
      guide: guides ? q.guide : null,
    })),
  };
}

/**
 * The development set (docs/scoring-rubric.md): the four jobs the built-in evaluators were tuned
 * on, each once with its scoring guides (guided) and once without (unguided). Their grades of
 * 0-4 are the 1-5 scale less one.
 */
export function developmentSet(): ScoringSet {
  const cases: ScoringCase[] = [];
  for (const guides of [true, false]) {
    for (const job of CORPUS_JOBS) {
      const scored = scoringJob(job, guides);
      for (const [questionIndex] of job.questions.entries()) {
        for (const kind of Object.keys(GRADE_OF) as Kind[]) {
          cases.push({
            job: scored,
            questionIndex,
            kind,
            grade: GRADE_OF[kind],
            text: answerText(job, questionIndex, kind),
            expectedConcern: kind === 'harmful' ? 'misconduct' : null,
          });
        }
      }
    }
  }
  return {
    name: 'development',
    role: 'development',
    jobs: [...new Set(cases.map((c) => c.job))],
    cases,
    levels: ['excellent', 'good', 'adequate', 'poor', 'non-answer'],
    // The development set's adversarial answers were written against its honest vague answer.
    weak: 'vague',
    adversarial: ['keywords', 'template', 'harmful', 'off-topic', 'padded', 'wrong-question'],
    sameSubstance: [['excellent', 'plain']],
  };
}
