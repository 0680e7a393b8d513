import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import type { InterviewToScore } from '@sauti/core/use-cases/evaluation/evaluation-input';
import {
  CORPUS_JOBS,
  HELD_OUT_JOBS,
  UNRELATED_STORIES,
  type CorpusJob,
  type Grade,
  type WrittenAnswers,
} from './corpus/index.js';
import { garble } from './garble.js';

/** Every kind of answer the benchmark scores (docs/scoring-rubric.md). */
export type AnswerKind =
  | 'excellent'
  | 'plain'
  | 'good'
  | 'adequate'
  | 'vague'
  | 'poor'
  | 'non-answer'
  | 'keywords'
  | 'template'
  | 'harmful'
  | 'off-topic'
  | 'padded'
  | 'wrong-question'
  | 'garbled-excellent'
  | 'garbled-good'
  | 'garbled-vague';

/** The recruiter's grade of each kind. */
export const GRADE_OF: Readonly<Record<AnswerKind, Grade>> = {
  excellent: 4,
  plain: 4,
  good: 3,
  adequate: 2,
  vague: 2,
  poor: 1,
  'non-answer': 0,
  keywords: 0,
  template: 0,
  harmful: 0,
  'off-topic': 0,
  padded: 2,
  'wrong-question': 1,
  'garbled-excellent': 4,
  'garbled-good': 3,
  'garbled-vague': 2,
};

/** Kinds that try to game a scorer; none may score above the honest vague answer. */
export const ADVERSARIAL_KINDS: readonly AnswerKind[] = [
  'keywords',
  'template',
  'harmful',
  'off-topic',
  'padded',
  'wrong-question',
];

/** The score a recruiter's grade stands for: the middle of its band. */
export function expectedScore(grade: Grade): number {
  return [10, 30, 50, 70, 90][grade]!;
}

/** The band index (0 No Hire … 3 Strong Hire) of a 0-100 score, by the product's thresholds. */
export function bandIndex(score: number): number {
  return score >= 80 ? 3 : score >= 60 ? 2 : score >= 40 ? 1 : 0;
}

/** One answer of the corpus under one question. */
export interface CorpusAnswer {
  job: CorpusJob;
  questionIndex: number;
  kind: AnswerKind;
  grade: Grade;
  text: string;
}

const WRITTEN: Readonly<Partial<Record<AnswerKind, keyof WrittenAnswers>>> = {
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
export function answerText(job: CorpusJob, q: number, kind: AnswerKind): string {
  const jobIndex = [...CORPUS_JOBS, ...HELD_OUT_JOBS].indexOf(job);
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

/** Every answer of the corpus: each kind under each question of each job. */
export function corpusAnswers(jobs: readonly CorpusJob[] = CORPUS_JOBS): CorpusAnswer[] {
  const kinds = Object.keys(GRADE_OF) as AnswerKind[];
  return jobs.flatMap((job) =>
    job.questions.flatMap((_, questionIndex) =>
      kinds.map((kind) => ({
        job,
        questionIndex,
        kind,
        grade: GRADE_OF[kind],
        text: answerText(job, questionIndex, kind),
      })),
    ),
  );
}

/**
 * Every excellent and plain answer of a job placed under each other question of that job (the
 * `wrong-question` kind uses only the next question): grade 1, a good answer to another question.
 */
export function misplacedAnswers(jobs: readonly CorpusJob[] = CORPUS_JOBS): CorpusAnswer[] {
  return jobs.flatMap((job) =>
    job.questions.flatMap((_, questionIndex) =>
      job.questions.flatMap((source, sourceIndex) =>
        sourceIndex === questionIndex
          ? []
          : (['excellent', 'plain'] as const).map((written) => ({
              job,
              questionIndex,
              kind: 'wrong-question' as const,
              grade: GRADE_OF['wrong-question'],
              text: source.answers[written],
            })),
      ),
    ),
  );
}

/** Interview profiles: the kind answered to each question (a single kind: every question). */
export const PROFILES: Readonly<Record<string, AnswerKind | readonly AnswerKind[]>> = {
  'all excellent': 'excellent',
  'all plain': 'plain',
  'all good': 'good',
  'all adequate': 'adequate',
  'all vague': 'vague',
  'all poor': 'poor',
  'all non-answers': 'non-answer',
  'garbled excellent': 'garbled-excellent',
  'garbled good': 'garbled-good',
  'strong mix': ['excellent', 'good', 'excellent', 'adequate'],
  'middle mix': ['good', 'adequate', 'vague', 'good'],
  'weak mix': ['vague', 'poor', 'adequate', 'non-answer'],
  'red flag': ['excellent', 'excellent', 'harmful', 'excellent'],
  keywords: 'keywords',
  templates: 'template',
  'off-topic': 'off-topic',
  padded: 'padded',
  harmful: 'harmful',
  'wrong questions': 'wrong-question',
};

/** One interview of the benchmark: a job, a profile and one answer per question. */
export interface CorpusInterview {
  job: CorpusJob;
  profile: string;
  answers: { questionIndex: number; kind: AnswerKind; grade: Grade; text: string }[];
}

/** Every profile for every job, plus one excellent answer repeated under every question. */
export function corpusInterviews(jobs: readonly CorpusJob[] = CORPUS_JOBS): CorpusInterview[] {
  return jobs.flatMap((job) => {
    const profiles = Object.entries(PROFILES).map(([profile, kinds]) => ({
      job,
      profile,
      answers: job.questions.map((_, q) => {
        const kind = typeof kinds === 'string' ? kinds : kinds[q % kinds.length]!;
        return { questionIndex: q, kind, grade: GRADE_OF[kind], text: answerText(job, q, kind) };
      }),
    }));
    const repeated: CorpusInterview = {
      job,
      profile: 'one answer repeated',
      answers: job.questions.map((_, q) => ({
        questionIndex: q,
        kind: q === 0 ? 'excellent' : 'wrong-question',
        grade: q === 0 ? 4 : 1,
        text: job.questions[0]!.answers.excellent,
      })),
    };
    return [...profiles, repeated];
  });
}

/** A corpus job with the given answers, as the scoring pipeline takes an interview. */
export function interviewToScore(
  job: CorpusJob,
  answers: readonly { questionIndex: number; text: string }[],
  options: { guides?: boolean } = {},
): InterviewToScore {
  const config = buildCriteriaConfig(job.weights);
  return {
    job: {
      title: job.title,
      description: job.description,
      skills: [...job.skills],
      pillars: config.pillars.filter((p) => p.enabled),
      questions: job.questions.map((q) => ({
        text: q.text,
        pillarId: q.pillarId,
        scoringGuide: options.guides === false ? null : q.guide,
      })),
    },
    answers: answers.map((a) => ({
      questionIndex: a.questionIndex,
      transcript: a.text,
      durationSeconds: null,
      confidence: null,
    })),
  };
}
