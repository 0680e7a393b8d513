import type { ScoreInput } from '../../contract/score-input.js';
import { buildCriteriaConfig } from '../../rules/criteria.js';
import type { InterviewToScore } from './evaluation-input.js';

/** The interview to score of a valid input. */
export function interviewOfScoreInput(input: ScoreInput): InterviewToScore {
  const weights = Object.fromEntries(input.job.criteria.map((c) => [c.id, c.weight]));
  return {
    job: {
      title: input.job.title,
      description: input.job.description,
      skills: input.job.skills,
      pillars: buildCriteriaConfig(weights).pillars.filter((p) => p.enabled),
      questions: input.job.questions.map((q) => ({
        text: q.text,
        pillarId: q.pillarId,
        scoringGuide: q.scoringGuide ?? null,
        ...(q.anchors?.length ? { anchors: q.anchors } : {}),
      })),
    },
    answers: input.answers.map((a) => ({
      questionIndex: a.questionIndex,
      transcript: a.transcript,
      durationSeconds: a.durationSeconds ?? null,
      confidence: a.confidence ?? null,
    })),
  };
}
