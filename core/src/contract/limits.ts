import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../rules/plain-text.js';

/**
 * Upper bounds of every text field, shared by forms and the HTTP edge so that no request body is
 * unbounded. The spec sets none of these; they are generous for real use.
 */
export const TEXT_LIMITS = {
  title: 200,
  description: 20_000,
  location: 200,
  companyName: 200,
  question: 1_000,
  /** A question's optional scoring guide ("a strong answer covers…"). */
  scoringGuide: 1_000,
  questions: 50,
  skill: 100,
  skills: 50,
  personName: 100,
  organisationName: 100,
  fullName: 200,
  phone: 40,
  email: 254,
  url: 2_048,
  password: 200,
  clientDraftKey: 100,
  id: 100,
  pillarLabel: 100,
  pillarDescription: 1_000,
  subcriteria: 10,
  fileName: 255,
} as const;

/** "{field} must be at most {max} characters". */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}

/**
 * A required, trimmed text: missing, not a string or blank all give `requiredMessage`; longer
 * than `max` gives the too-long message.
 */
export function requiredText(requiredMessage: string, field: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage(field, max) });
}

/** An optional trimmed text bounded by `max`. */
export function optionalText(field: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(field, max) })
    .optional();
}

/**
 * A required person's name: `requiredText`, and no control characters, line breaks or bidi
 * overrides (a name is shown on screens and written into mails, where a newline would start a line
 * of the attacker's choosing).
 */
export function nameText(requiredMessage: string, field: string, max: number) {
  return requiredText(requiredMessage, field, max).refine((text) => !hasControlCharacters(text), {
    error: controlCharactersMessage(field),
  });
}
