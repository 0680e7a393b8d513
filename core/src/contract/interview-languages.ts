import type { LanguageCapability } from '../rules/language-capabilities.js';

/** GET /api/interview-languages: every interview language, served ones first (docs/behaviour/interview.md §22). */
export interface InterviewLanguagesView {
  languages: LanguageCapability[];
}
