import type { SelfIdentification, SelfIdentificationConfig } from '../domain/self-identification.js';

/**
 * Candidates' voluntary self-identification and each organisation's categories
 * (docs/behaviour/interview.md §19). Only the candidate's own call, the organisation's settings,
 * the bias audit's source and the data-protection commands use it: no review, export, API answer
 * or evaluator (the lint's self-identification zone holds it).
 */
export interface SelfIdentificationStore {
  /** Stores a session's answers, replacing any given before. */
  save(record: SelfIdentification): Promise<void>;
  /** True when the session has answers on file. */
  hasAnswers(sessionId: string): Promise<boolean>;
  /** The organisation's categories; null when it never set any. */
  findConfig(organisationId: string): Promise<SelfIdentificationConfig | null>;
  saveConfig(organisationId: string, config: SelfIdentificationConfig, at: Date): Promise<void>;
}
