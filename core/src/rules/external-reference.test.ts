import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateRowSchema } from '../contract/candidate-invitations.js';
import {
  EXTERNAL_REFERENCE_MAX,
  EXTERNAL_REFERENCE_MESSAGES,
  externalReferenceProblem,
} from './external-reference.js';

const ALLOWED = 'abcXYZ0189._:/#@+-';
const row = (externalReference: unknown) => ({
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '+254 712 345678',
  externalReference,
});

describe('the external reference (docs/behaviour/interview.md §15)', () => {
  it('accepts the ids applicant tracking systems hand out', () => {
    for (const id of [
      '48213',
      'GH-48213',
      '5f0c9a52-3c1e-4b43-9d61-2f1f6c1a7b10',
      'urn:lever:candidate/7a1c',
      'WK#2A3B4C',
      'a'.repeat(EXTERNAL_REFERENCE_MAX),
    ]) {
      expect(externalReferenceProblem(id), id).toBeNull();
    }
  });

  it('refuses spaces, line breaks, NUL, other scripts and anything over the limit, each with its message', () => {
    for (const id of [
      'GH 48213',
      'GH-1\nBcc: x',
      'GH-1\u0000',
      'tab\there',
      'Nairobi\u2028',
      'Ñandú',
      '<b>',
    ]) {
      expect(externalReferenceProblem(id), JSON.stringify(id)).toBe(EXTERNAL_REFERENCE_MESSAGES.characters);
    }
    expect(externalReferenceProblem('a'.repeat(EXTERNAL_REFERENCE_MAX + 1))).toBe(
      EXTERNAL_REFERENCE_MESSAGES.tooLong,
    );
    expect(externalReferenceProblem('\u0000'.repeat(1_000_000))).toBe(EXTERNAL_REFERENCE_MESSAGES.tooLong);
  });

  it('accepts exactly the texts of its alphabet within the limit (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: EXTERNAL_REFERENCE_MAX + 20 }), (text) => {
        const allowed =
          text.length > 0 &&
          text.length <= EXTERNAL_REFERENCE_MAX &&
          [...text].every((c) => ALLOWED.includes(c) || /[A-Za-z0-9]/.test(c));
        return (externalReferenceProblem(text) === null) === allowed;
      }),
    );
  });

  it('is optional on an invitation row: missing, null or blank is none, and it is trimmed', () => {
    for (const blank of [undefined, null, '', '   ']) {
      expect(candidateRowSchema.parse(row(blank)).externalReference, String(blank)).toBeNull();
    }
    expect(candidateRowSchema.parse(row('  GH-1 ')).externalReference).toBe('GH-1');
    const refused = candidateRowSchema.safeParse(row('GH-1\r\nX'));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['externalReference'],
      message: EXTERNAL_REFERENCE_MESSAGES.characters,
    });
    expect(candidateRowSchema.safeParse(row(42)).error?.issues[0]?.message).toBe(
      'External reference must be text',
    );
  });
});
