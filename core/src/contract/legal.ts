/**
 * The privacy notice and the terms of use (docs/behaviour/platform.md §17): where they live on the
 * site, and the JSON of `GET /api/legal/{kind}`.
 */

import type { LegalNoticeKind } from '../rules/legal-notices.js';

export type { LegalNoticeKind };

/** Their pages, linked from the footer, the candidate's intake and the mails. */
export const LEGAL_PATHS: Record<LegalNoticeKind, string> = { privacy: '/privacy', terms: '/terms' };

/** The longest notice an operator may supply (characters). */
export const LEGAL_NOTICE_MAX_CHARS = 100_000;

/** `GET /api/legal/{kind}`. */
export interface LegalNoticeView {
  kind: LegalNoticeKind;
  title: string;
  /**
   * Plain text: paragraphs separated by blank lines; a line starting with '# ' is a heading and
   * lines starting with '- ' are a list.
   */
  text: string;
  /** The operator's own text (PRIVACY_NOTICE_FILE, TERMS_FILE) or Sauti's default. */
  source: 'operator' | 'default';
}
