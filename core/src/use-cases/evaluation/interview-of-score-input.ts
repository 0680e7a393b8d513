import type { ScoreInput } from '../../contract/score-input.js';
import type { Pillar } from '../../domain/criteria.js';
import { buildCriteriaConfig } from '../../rules/criteria.js';
import type { InterviewToScore } from './evaluation-input.js';

/** The enabled criteria of an input, in its order, with the pillar's words unless it gives its own. */
function pillarsOf(input: ScoreInput): Pillar[] {
  const defaults = buildCriteriaConfig(Object.fromEntries(input.job.criteria.map((c) => [c.id, c.weight])));
  return input.job.criteria.map((c) => {
    const pillar = defaults.pillars.find((p) => p.id === c.id)!;
    return {
      ...pillar,
      label: c.label ?? pillar.label,
      description: c.description ?? pillar.description,
      subcriteria: c.subcriteria ? c.subcriteria.map((s) => ({ ...s, enabled: true })) : pillar.subcriteria,
    };
  });
}

/** The interview to score of a valid input. */
export function interviewOfScoreInput(input: ScoreInput): InterviewToScore {
  return {
    job: {
      title: input.job.title,
      description: input.job.description,
      skills: input.job.skills,
      pillars: pillarsOf(input),
      questions: input.job.questions.map((q) => ({
        text: q.text,
        pillarId: q.pillarId,
        scoringGuide: q.scoringGuide ?? null,
        ...(q.anchors?.length ? { anchors: q.anchors } : {}),
      })),
    },
    answers: input.answers.map((a) => ({
      questionIndex: a.questionIndex,
      ...(a.questionText !== undefined ? { questionText: a.questionText } : {}),
      transcript: a.transcript,
      durationSeconds: a.durationSeconds ?? null,
      confidence: a.confidence ?? null,
    })),
  };
}
