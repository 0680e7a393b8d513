/**
 * The external reference of a candidate (docs/behaviour/interview.md §15): the id an applicant
 * tracking system gives the candidate (Greenhouse and BambooHR use numbers, Lever and
 * SmartRecruiters UUIDs, Workable short codes, a spreadsheet whatever its rows are called), stored
 * on the invitation and the interview started from it and returned wherever that candidate
 * appears, so the other system can match Sauti's answers to its own records.
 *
 * It is an identifier, not text for people: letters, digits and the few signs ids are made of,
 * no spaces, line breaks or control characters, at most 128 characters. A NUL, a newline or a
 * megabyte of text is refused with a message naming the field, never stored.
 */

/** The longest reference: a UUID is 36 characters, a URN-style id under 100. */
export const EXTERNAL_REFERENCE_MAX = 128;

/** The characters an external reference may hold. */
const ALLOWED = /^[A-Za-z0-9._:/#@+-]+$/;

export const EXTERNAL_REFERENCE_MESSAGES = {
  tooLong: `External reference must be at most ${EXTERNAL_REFERENCE_MAX} characters`,
  characters:
    'External reference may only contain letters, digits and . _ : / # @ + - (no spaces or line breaks)',
} as const;

/**
 * Why `reference` (already trimmed) cannot be an external reference, or null when it can. The
 * length is checked first, so a huge input is refused without scanning it.
 */
export function externalReferenceProblem(reference: string): string | null {
  if (reference.length > EXTERNAL_REFERENCE_MAX) return EXTERNAL_REFERENCE_MESSAGES.tooLong;
  if (!ALLOWED.test(reference)) return EXTERNAL_REFERENCE_MESSAGES.characters;
  return null;
}
