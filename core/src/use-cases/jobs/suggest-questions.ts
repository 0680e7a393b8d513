import { z } from 'zod';
import { PILLAR_IDS } from '../../domain/criteria.js';
import type { CriteriaConfig } from '../../domain/criteria.js';
import type { QuestionDraft } from '../../domain/job.js';
import type { Clock } from '../../ports/clock.js';
import type { LanguageModel } from '../../ports/language-model.js';
import type { Digest } from '../../ports/digest.js';
import type { QuestionSuggestionCache } from '../../ports/question-suggestion-cache.js';
import { selectQuestionsForJob } from '../../rules/job-questions.js';
import { DEFAULT_SUGGESTED_QUESTIONS } from '../../rules/question-bank.js';
import { guideFor } from '../../rules/question-guides/index.js';
import { matchRoleProfile } from '../../rules/role-match.js';
import { TEXT_LIMITS } from '../../contract/limits.js';
import type { SuggestedQuestions } from '../../contract/jobs.js';
import { questionsRequest } from './llm-prompts.js';
import { questionSuggestionHash } from './question-cache-key.js';

/** What suggestions are made from. */
export interface SuggestQuestionsInput {
  title: string;
  description: string;
  criteria: Pick<CriteriaConfig, 'pillars'>;
  /** The job's skills: with the title and description they pick the built-in bank's role questions. */
  skills?: readonly string[] | undefined;
  /** 1..MAX_SUGGESTED_QUESTIONS; DEFAULT_SUGGESTED_QUESTIONS when absent. */
  count?: number;
}

/** The bank's generator name in the cache key: a new bank must not be served the old bank's answers. */
const BANK_GENERATOR = 'bank:roles@1';

const suggestionList = z.array(
  z.object({
    text: z.string().trim().min(1).max(TEXT_LIMITS.question),
    pillarId: z.enum(PILLAR_IDS).nullable(),
    scoringGuide: z.string().trim().max(TEXT_LIMITS.scoringGuide).nullable().optional(),
  }),
);

/** POST /api/questions/preview and /api/jobs/{id}/generate-questions. */
export class SuggestQuestions {
  constructor(
    private readonly deps: {
      cache: QuestionSuggestionCache;
      digest: Digest;
      clock: Clock;
      languageModel: LanguageModel | null;
      reportError?: (error: unknown) => void;
    },
  ) {}

  /**
   * Serves a cached answer for the same normalised inputs; otherwise asks the model (when one is
   * configured and answers `count` questions on enabled pillars) or picks from the built-in bank by
   * the job's own words (selectQuestionsForJob), and caches the result. Never fails for a model problem: the bank is always there.
   */
  async execute(input: SuggestQuestionsInput): Promise<SuggestedQuestions> {
    const { cache, digest, clock, languageModel } = this.deps;
    const count = input.count ?? DEFAULT_SUGGESTED_QUESTIONS;
    const generator = languageModel ? `llm:${languageModel.name}` : BANK_GENERATOR;
    const skills = input.skills ?? [];
    const hash = questionSuggestionHash(digest, { ...input, skills, count, generator });
    const job = { title: input.title, description: input.description, skills };
    const bankRole = () => matchRoleProfile(job)?.label ?? null;
    const cached = await cache.get(hash);
    const fromCache = cached ? suggestionList.safeParse(cached.questions) : null;
    if (fromCache?.success) {
      return { questions: fromCache.data, source: 'cache', role: languageModel ? null : bankRole() };
    }

    const fromModel = await this.askModel(input, count);
    const answer: SuggestedQuestions = fromModel
      ? { questions: fromModel, source: 'llm', role: null }
      : {
          // Every built-in question comes with its scoring guide (null where none is written).
          questions: selectQuestionsForJob(job, input.criteria, count).questions.map((q) => ({
            ...q,
            scoringGuide: guideFor(q.text),
          })),
          source: 'fallback',
          role: bankRole(),
        };
    await cache.put(
      hash,
      answer.questions.map((q) => ({
        text: q.text,
        pillarId: q.pillarId,
        scoringGuide: q.scoringGuide ?? null,
      })),
      clock.now(),
    );
    return answer;
  }

  /** The model's questions when they are exactly `count`, non-empty and on enabled pillars; else null. */
  private async askModel(input: SuggestQuestionsInput, count: number): Promise<QuestionDraft[] | null> {
    const { languageModel, reportError } = this.deps;
    if (!languageModel) return null;
    try {
      const reply = await languageModel.completeJson(
        questionsRequest(input.title, input.description, input.criteria, count),
      );
      const parsed = z.object({ questions: suggestionList }).safeParse(reply);
      if (!parsed.success || parsed.data.questions.length !== count) return null;
      const enabled = new Set(input.criteria.pillars.filter((p) => p.enabled).map((p) => p.id));
      const onEnabled = parsed.data.questions.every((q) => q.pillarId !== null && enabled.has(q.pillarId));
      return onEnabled ? parsed.data.questions : null;
    } catch (error) {
      reportError?.(error);
      return null;
    }
  }
}
