import type { CriteriaConfig } from '../../domain/criteria.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { LanguageModel } from '../../ports/language-model.js';
import { totalEnabledWeight } from '../../rules/criteria.js';
import { suggestCriteriaForJob } from '../../rules/role-criteria.js';
import { criteriaConfigSchema } from '../../contract/criteria.js';
import type { GeneratedCriteria } from '../../contract/jobs.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from './job-access.js';
import { criteriaRequest } from './llm-prompts.js';

/** POST /api/jobs/{id}/generate-criteria. The result is a proposal; the editor saves it. */
export class GenerateCriteria {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      languageModel: LanguageModel | null;
      reportError?: (error: unknown) => void;
    },
  ) {}

  /**
   * With a model configured, its answer is used when it is a savable config (criteriaConfigSchema:
   * structure and the editor's rules); a failing call or an invalid answer falls back to
   * suggestCriteriaForJob (the job's title, description and skills), as does having no model.
   * Errors: NOT_FOUND.
   */
  async execute(
    actor: Actor,
    jobId: string,
    input: { title: string; description: string; skills?: readonly string[] | undefined },
  ): Promise<GeneratedCriteria> {
    await findJobOfActor(this.deps.jobs, actor, jobId);
    const fromModel = await this.askModel(input.title, input.description);
    if (fromModel) return { criteriaConfig: fromModel, source: 'llm' };
    return { criteriaConfig: suggestCriteriaForJob(input).config, source: 'rules' };
  }

  private async askModel(title: string, description: string): Promise<CriteriaConfig | null> {
    const { languageModel, reportError } = this.deps;
    if (!languageModel) return null;
    try {
      const parsed = criteriaConfigSchema.safeParse(
        await languageModel.completeJson(criteriaRequest(title, description)),
      );
      // totalWeight is derived, so a model's arithmetic slip there is corrected rather than trusted.
      return parsed.success ? { ...parsed.data, totalWeight: totalEnabledWeight(parsed.data) } : null;
    } catch (error) {
      reportError?.(error);
      return null;
    }
  }
}
