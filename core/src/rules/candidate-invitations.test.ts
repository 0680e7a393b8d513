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
  phone: fc.oneof(fc.constant('+254 712 345678'), fc.constant('abc'), fc.constant('')),
});

describe('the invitation rule (docs/behaviour/interview.md §15)', () => {
  it('invites or reports every row, and no address twice per job', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.uniqueArray(address), (raws, earlier) => {
        const rows = raws.map((raw, i) => ({ row: i + 2, raw }));
        const alreadyInvited = new Set(earlier.map(normaliseCandidateEmail));
        const checked = checkCandidateRows(rows);
        const plan = planInvitations(checked.valid, alreadyInvited);

        const invited = plan.invite.map((i) => i.row);
        const reported = new Set([...checked.problems, ...plan.duplicates].map((p) => p.row));
        // Every row exactly once: invited or reported, never both, never neither.
        for (const { row: n } of rows) expect(invited.includes(n) !== reported.has(n)).toBe(true);
        // No two invitations per normalised address, and none for an address invited before.
        const emails = plan.invite.map((i) => normaliseCandidateEmail(i.candidate.email));
        expect(new Set(emails).size).toBe(emails.length);
        for (const email of emails) expect(alreadyInvited.has(email)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
