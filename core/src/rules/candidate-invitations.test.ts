import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCandidateRows } from '../contract/candidate-invitations.js';
import { normaliseCandidateEmail, planInvitations } from './candidate-invitations.js';

/** Addresses from a small pool, in varied case and spacing, so duplicates are frequent. */
const address = fc
  .tuple(
    fc.constantFrom('ann', 'ben', 'cy', 'dee'),
    fc.constantFrom('a.com', 'B.com'),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([local, domain, upper, spaced]) => {
    const text = `${local}@${domain}`;
    return `${spaced ? ' ' : ''}${upper ? text.toUpperCase() : text}`;
  });
const row = fc.record({
  name: fc.oneof(fc.constant('Amina Otieno'), fc.constant(''), fc.string({ maxLength: 5 })),
  email: fc.oneof(address, fc.constant('nope'), fc.constant(undefined)),
  phone: fc.oneof(
    fc.constantFrom('+254712345678', '+254700000001', '+255712000000'),
    fc.constant('abc'),
    fc.constant(''),
  ),
});
const number = fc.constantFrom('+254712345678', '+254700000001', '+255712000000');

describe('the invitation rule (docs/behaviour/interview.md §15)', () => {
  it('invites or reports every row, and no address nor number twice per job', () => {
    const earlierPhones = fc.uniqueArray(number);
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 30 }),
        fc.uniqueArray(address),
        earlierPhones,
        (raws, earlier, phones) => {
          const rows = raws.map((raw, i) => ({ row: i + 2, raw }));
          const alreadyInvited = new Set(earlier.map(normaliseCandidateEmail));
          const checked = checkCandidateRows(rows);
          const plan = planInvitations(checked.valid, { emails: alreadyInvited, phones: new Set(phones) });

          const invited = plan.invite.map((i) => i.row);
          const reported = new Set([...checked.problems, ...plan.duplicates].map((p) => p.row));
          // Every row exactly once: invited or reported, never both, never neither.
          for (const { row: n } of rows) expect(invited.includes(n) !== reported.has(n)).toBe(true);
          // No two invitations per normalised address or texted number, and none for one invited before.
          const emails = plan.invite.flatMap((i) => (i.candidate.email ? [i.candidate.email] : []));
          expect(emails.every((e) => e === normaliseCandidateEmail(e))).toBe(true);
          expect(new Set(emails).size).toBe(emails.length);
          for (const email of emails) expect(alreadyInvited.has(email)).toBe(false);
          // Numbers only of texted rows (no address): a mailed row's number is a pre-fill, shared freely.
          const numbers = plan.invite.flatMap((i) =>
            i.candidate.phone && i.candidate.email === null ? [i.candidate.phone] : [],
          );
          expect(new Set(numbers).size).toBe(numbers.length);
          for (const n of numbers) expect(new Set<string>(phones).has(n)).toBe(false);
          // Every row invited has an address or a number.
          for (const { candidate } of plan.invite) expect(candidate.email ?? candidate.phone).toBeTruthy();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('invites mailed rows that share a phone (a family or office phone), but texts a number once', () => {
    const candidate = (email: string | null, phone: string) => ({ name: 'Candidate', email, phone });
    const plan = planInvitations(
      [
        { row: 2, candidate: candidate('wanjiru@example.com', '+254712345678') },
        { row: 3, candidate: candidate('otieno@example.com', '+254712345678') },
        { row: 4, candidate: candidate(null, '+254712345678') },
        { row: 5, candidate: candidate(null, '+254712345678') },
      ],
      { emails: new Set(), phones: new Set() },
    );
    expect(plan.invite.map((i) => i.row)).toEqual([2, 3, 4]);
    expect(plan.duplicates).toEqual([{ row: 5, field: 'phone', message: 'Same phone number as row 4' }]);
  });
});
