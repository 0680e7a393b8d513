import type { LanguageCapability } from '../../rules/language-capabilities.js';
import type { InterviewLanguagesView } from '../../contract/interview-languages.js';
import type { LanguageSupport } from './job-language.js';

/**
 * GET /api/interview-languages (docs/behaviour/interview.md §22): every interview language with
 * what it gets on this installation, served ones first, for the job form and the landing page.
 */
export class GetInterviewLanguages {
  constructor(private readonly deps: { capabilities: LanguageSupport }) {}

  execute(): InterviewLanguagesView {
    const all = this.deps.capabilities();
    const served = (c: LanguageCapability) => c.offer !== 'unserved';
    return { languages: [...all.filter(served), ...all.filter((c) => !served(c))] };
  }
}
