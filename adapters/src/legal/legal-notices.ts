import { readFileSync } from 'node:fs';
import {
  LEGAL_NOTICE_MAX_CHARS,
  type LegalNoticeKind,
  type LegalNoticeView,
} from '@sauti/core/contract/legal';
import { defaultLegalNotice, LEGAL_TITLES } from '@sauti/core/rules/legal-notices';
import { ConfigError } from '../config/config.js';

/** The two notices of the installation, read once at start-up. */
export type LegalNotices = Record<LegalNoticeKind, LegalNoticeView>;

const VARIABLE: Record<LegalNoticeKind, string> = { privacy: 'PRIVACY_NOTICE_FILE', terms: 'TERMS_FILE' };

/** The operator's text from `path`: UTF-8, line breaks made plain, not empty, not too long, no control characters. */
function operatorText(kind: LegalNoticeKind, path: string): string {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError([
      `${VARIABLE[kind]}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    ]);
  }
  const text = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  const problem =
    text === ''
      ? 'is empty'
      : text.length > LEGAL_NOTICE_MAX_CHARS
        ? `is longer than ${LEGAL_NOTICE_MAX_CHARS} characters`
        : // eslint-disable-next-line no-control-regex -- control characters are what is refused
          /[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/.test(text)
          ? 'holds control characters or is not UTF-8 text'
          : null;
  if (problem) throw new ConfigError([`${VARIABLE[kind]}: ${path} ${problem}`]);
  return text;
}

/**
 * The privacy notice and terms (docs/behaviour/platform.md §17): each the operator's file when its
 * variable names one, else Sauti's default. A file that cannot be read or is unusable stops the
 * start-up with the variable's name, rather than showing candidates a notice nobody wrote.
 */
export function loadLegalNotices(files: Partial<Record<LegalNoticeKind, string | undefined>>): LegalNotices {
  const notice = (kind: LegalNoticeKind): LegalNoticeView => {
    const path = files[kind];
    return {
      kind,
      title: LEGAL_TITLES[kind],
      text: path ? operatorText(kind, path) : defaultLegalNotice(kind),
      source: path ? 'operator' : 'default',
    };
  };
  return { privacy: notice('privacy'), terms: notice('terms') };
}
