import type { CriteriaConfig, PillarId } from '../domain/criteria.js';
import type { QuestionDraft } from '../domain/job.js';
import { allocateQuestions, MAX_SUGGESTED_QUESTIONS, QUESTION_BANK, seedNumber } from './question-bank.js';
import { SUPERVISION_QUESTIONS, type RoleProfile } from './role-question-bank.js';
import { isSupervisoryTitle, matchRoleProfile, type JobWords } from './role-match.js';

/** Suggested questions and the job family they were drawn for (null: the general bank only). */
export interface JobQuestionSelection {
  questions: QuestionDraft[];
  role: Pick<RoleProfile, 'id' | 'label'> | null;
  supervisory: boolean;
}

/**
 * `count` (1..MAX_SUGGESTED_QUESTIONS) questions for a job without a language model, drawn from the
 * job's own words: each enabled pillar gets its allocateQuestions share and fills it first with
 * the matched role profile's questions, then (for a job running a team) the supervision
 * questions, then the general bank from a place that depends on the job's words (so two jobs
 * differ, the same job is stable). The interview alternates pillars, heaviest first.
 */
export function selectQuestionsForJob(
  job: JobWords,
  config: Pick<CriteriaConfig, 'pillars'>,
  count: number,
): JobQuestionSelection {
  const wanted = Math.max(1, Math.min(MAX_SUGGESTED_QUESTIONS, Math.floor(count)));
  const profile = matchRoleProfile(job);
  const supervisory = isSupervisoryTitle(job.title);
  const allocation = allocateQuestions(config, wanted);
  const offset = seedNumber(`${job.title}\n${job.description ?? ''}`);
  const lists = [...allocation.entries()]
    .filter(([, n]) => n > 0)
    .sort(([a, x], [b, y]) => weightOf(config, b) - weightOf(config, a) || y - x)
    .map(([pillarId, n]) => {
      const ownTexts = [
        ...(profile?.questions[pillarId] ?? []),
        ...(supervisory ? (SUPERVISION_QUESTIONS[pillarId] ?? []) : []),
      ].map((q) => q.text);
      const bank = QUESTION_BANK[pillarId];
      const general = bank.map((_, i) => bank[(offset + i) % bank.length]!);
      return [...ownTexts, ...general].slice(0, n).map((text): QuestionDraft => ({ text, pillarId }));
    });
  const questions: QuestionDraft[] = [];
  for (let round = 0; round < wanted; round++) {
    for (const list of lists) if (list[round]) questions.push(list[round]!);
  }
  return {
    questions,
    role: profile ? { id: profile.id, label: profile.label } : null,
    supervisory,
  };
}

function weightOf(config: Pick<CriteriaConfig, 'pillars'>, id: PillarId): number {
  const pillar = config.pillars.find((p) => p.id === id && p.enabled);
  return pillar ? Math.max(0, pillar.weight) : 0;
}
