import {
  COUNTRY_SECOND_LEVEL_SUFFIXES,
  FREE_EMAIL_DOMAINS,
  FREE_EMAIL_PROVIDER_LABELS,
} from './free-email-providers.js';

/** Live-check text shown under a valid work email (docs/behaviour/platform.md §5). */
export const WORK_EMAIL_VALID_TEXT = '✓ Work email address';
/** The message for a personal or malformed address (docs/behaviour/platform.md §5). */
export const WORK_EMAIL_MESSAGE =
  'Please use a work email address (personal emails like Gmail, Yahoo, etc. are not supported)';
/** The toast when an invalid work email is submitted anyway. */
export const WORK_EMAIL_TOAST = 'Invalid Email: Please use a work email address';

/** Why an address is not accepted as a work email. */
export type WorkEmailProblem = 'malformed' | 'personal_provider';

export type WorkEmailCheck = { ok: true; domain: string } | { ok: false; problem: WorkEmailProblem };

const FREE_DOMAINS = new Set(FREE_EMAIL_DOMAINS);
const PROVIDER_LABELS = new Set(FREE_EMAIL_PROVIDER_LABELS);
const COUNTRY_SUFFIXES = new Set(COUNTRY_SECOND_LEVEL_SUFFIXES);

/** The characters RFC 5322 allows unquoted in a local part (dots between them). */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** One DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain: letters only (or an IDN's `xn--` form), at least two characters. */
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * True for a syntactically valid host name of at least two labels (`acme.co.ke`): each label
 * LDH, the top level alphabetic, at most 253 characters. `a.a.a.!` and `acme.123` are not.
 */
export function isValidDomain(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LEVEL.test(labels.at(-1)!);
}

/**
 * The lower-cased domain of a well-formed address, else null. Well-formed (docs/behaviour/platform.md §5, made
 * exact): exactly one @, a local part of at most 64 unquoted RFC 5322 characters, and a valid
 * host name (see isValidDomain). Whitespace and control characters never pass.
 */
export function organisationDomain(email: unknown): string | null {
  if (typeof email !== 'string' || email.length === 0 || email.length > 254) return null;
  const parts = email.split('@');
  if (parts.length !== 2) return null;
  const [local, host] = parts as [string, string];
  if (local.length > 64 || !LOCAL_PART.test(local)) return null;
  const domain = host.toLowerCase();
  return isValidDomain(domain) ? domain : null;
}

/**
 * True when a (lower-cased) domain is personal mail: listed outright, or a provider label
 * directly in front of a country second-level suffix (yahoo.co.uk) or of a one-label top-level
 * domain (yahoo.fr, gmail.com).
 */
export function isPersonalMailDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  if (FREE_DOMAINS.has(lower)) return true;
  const labels = lower.split('.');
  if (labels.length === 2) return PROVIDER_LABELS.has(labels[0]!);
  if (labels.length === 3) {
    return PROVIDER_LABELS.has(labels[0]!) && COUNTRY_SUFFIXES.has(labels.slice(1).join('.'));
  }
  return false;
}

/** Checks an address for the work-email rule, saying why it fails. */
export function checkWorkEmail(email: unknown): WorkEmailCheck {
  const domain = organisationDomain(email);
  if (domain === null) return { ok: false, problem: 'malformed' };
  if (isPersonalMailDomain(domain)) return { ok: false, problem: 'personal_provider' };
  return { ok: true, domain };
}

/** True when `email` is a well-formed address at an organisation's own domain. */
export function isWorkEmail(email: unknown): boolean {
  return checkWorkEmail(email).ok;
}
