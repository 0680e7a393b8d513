import type { ConcernKind } from '@sauti/core/ports/evaluator';
import type { BlindJob, Concern } from './development-blind/types.js';
import type { ScoringCase, ScoringJob, ScoringSet } from './scoring-set.js';

const CONCERNS: Readonly<Record<Concern, ConcernKind>> = {
  misconduct: 'misconduct',
  'instruction-to-scorer': 'instruction_to_scorer',
  'other-language': 'other_language',
};

/**
 * A set written blind (test/bench/scoring-corpus/README.md) as the benchmark scores it: the five
 * graded levels, the honest weak answer adversarial answers must stay under, plain vs polished.
 */
export function blindSet(name: string, jobs: readonly BlindJob[], role: ScoringSet['role']): ScoringSet {
  const cases: ScoringCase[] = [];
  const scoringJobs = jobs.map((job): ScoringJob => {
    const scored: ScoringJob = {
      id: job.id,
      title: job.title,
      description: job.description,
      skills: job.skills,
      weights: Object.fromEntries(job.criteria.map((c) => [c.id, c.weight])),
      questions: job.questions.map((q) => ({ text: q.text, pillarId: q.criterion, guide: q.scoringGuide })),
    };
    job.questions.forEach((q, questionIndex) => {
      for (const answer of q.answers) {
        cases.push({
          job: scored,
          questionIndex,
          kind: answer.kind,
          grade: answer.grade,
          text: answer.text,
          expectedConcern: answer.concern ? CONCERNS[answer.concern] : null,
        });
      }
    });
    return scored;
  });
  return {
    name,
    role,
    jobs: scoringJobs,
    cases,
    levels: ['excellent', 'good', 'adequate', 'weak', 'non-answer'],
    weak: 'weak',
    adversarial: [
      'keywords',
      'question-back',
      'off-topic',
      'empty-star',
      'padded-weak',
      'other-question',
      'harmful',
      'injection',
      'other-language',
    ],
    sameSubstance: [['polished', 'plain']],
  };
}
