import { DomainError } from '../../domain/errors.js';
import { unservedLanguageMessage, type LanguageCapability } from '../../rules/language-capabilities.js';

/** What this installation serves per language, from its configured providers (docs/behaviour/interview.md §22). */
export type LanguageSupport = () => readonly LanguageCapability[];

/**
 * Refuses a job in a language this installation cannot serve, with the languages it can
 * (docs/behaviour/interview.md §22). Errors: VALIDATION_FAILED with the `language` issue, as the edge's own validation reports one.
 */
export function assertLanguageServed(language: string, support: LanguageSupport): void {
  const capabilities = support();
  const capability = capabilities.find((c) => c.code === language);
  if (capability && capability.offer !== 'unserved') return;
  const message = unservedLanguageMessage(language, capabilities);
  throw new DomainError('VALIDATION_FAILED', message, { issues: [{ path: 'language', message }] });
}
