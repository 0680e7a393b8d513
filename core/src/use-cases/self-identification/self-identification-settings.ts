import type { SelfIdentificationSettingsView } from '../../contract/self-identification.js';
import type { SelfIdentificationConfig } from '../../domain/self-identification.js';
import type { Clock } from '../../ports/clock.js';
import type { SelfIdentificationStore } from '../../ports/self-identification-store.js';
import { SELF_ID_PRESETS } from '../../rules/self-identification.js';
import type { Actor } from '../accounts/tenancy.js';
import { organisationOf } from '../jobs/job-access.js';
import { builtInQuestions } from './questions.js';

/**
 * The categories an organisation asks its candidates about, for its country (GET and PUT
 * /api/organisation/self-identification, docs/behaviour/interview.md §19). Any member may change
 * them; answers already given keep the labels the candidate saw.
 */
export class SelfIdentificationSettings {
  constructor(private readonly deps: { store: SelfIdentificationStore; clock: Clock }) {}

  async get(actor: Actor): Promise<SelfIdentificationSettingsView> {
    const config = await this.deps.store.findConfig(organisationOf(actor));
    return this.view(config ?? { categories: [] });
  }

  async save(actor: Actor, config: SelfIdentificationConfig): Promise<SelfIdentificationSettingsView> {
    await this.deps.store.saveConfig(organisationOf(actor), config, this.deps.clock.now());
    return this.view(config);
  }

  private view(config: SelfIdentificationConfig): SelfIdentificationSettingsView {
    return { config, presets: [...SELF_ID_PRESETS], builtIn: builtInQuestions() };
  }
}
