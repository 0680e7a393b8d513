import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGETS, type Budget } from '@sauti/core/rules/abuse-budgets';

/**
 * The abuse budgets are product rules (docs/behaviour/platform.md, "Abuse budgets"): the table
 * there and `BUDGETS` must state the same numbers. The budget tests count up to `BUDGETS.*.max`,
 * so a changed number passed them all; this test holds the number to the documented one.
 */
const platform = readFileSync(
  fileURLToPath(new URL('../../../docs/behaviour/platform.md', import.meta.url)),
  'utf8',
);

/** The table's rows, by the budget each names. */
const rows: Record<string, keyof typeof BUDGETS> = {
  'Interview starts per address': 'sessionStartsPerAddress',
  'Interview starts per job': 'sessionStartsPerJob',
  'Bytes stored per interview': 'storedKibPerSession',
  'Bytes stored per address': 'storedKibPerAddress',
  'Immediate transcriptions per interview': 'transcriptionsPerSession',
  'Immediate transcriptions per address': 'transcriptionsPerAddress',
  'Sign-ups per address': 'registrationsPerAddress',
  'Confirmation mails per address': 'registrationMailsPerAddress',
  'Invitations per organisation': 'invitationsPerOrganisation',
  'Candidate-invitation requests per member': 'invitationRequestsPerMember',
  'Drafting requests per member': 'draftingRequestsPerMember',
  'Candidate invitation mails per organisation': 'candidateInvitationMailsPerOrganisation',
  "The same in the organisation's first day": 'candidateInvitationMailsFirstDay',
  'Phone calls to one number': 'phoneCallsToNumber',
  'Phone calls per job': 'phoneCallsPerJob',
  'Phone calls from one number': 'phoneCallsFromNumber',
  'Wrong PINs from one number': 'wrongPinsFromNumber',
};

const KIB_PER = { MiB: 1024, GiB: 1024 * 1024 } as const;
const WINDOW_MS = { minutes: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

/** A limit as the table writes it ("40 per 10 minutes", "80 MiB, never refills") as a Budget. */
function budgetOf(limit: string): Budget {
  const match = /^([\d,]+)(?: (MiB|GiB))?(?: per (?:(\d+) )?(minutes|hour|day)|, never refills)$/.exec(limit);
  if (!match) throw new Error(`unreadable limit: ${limit}`);
  const [, amount, unit, windows, window] = match;
  const max = Number(amount!.replaceAll(',', '')) * (unit ? KIB_PER[unit as keyof typeof KIB_PER] : 1);
  const windowMs = window ? Number(windows ?? 1) * WINDOW_MS[window as keyof typeof WINDOW_MS] : null;
  return { max, windowMs };
}

function documentedLimit(row: string): string {
  const line = platform.split('\n').find((l) => l.trim().startsWith(`| ${row} `));
  if (!line) throw new Error(`docs/behaviour/platform.md has no budget row '${row}'`);
  return line.split('|')[2]!.trim();
}

describe('abuse budgets match docs/behaviour/platform.md', () => {
  it.each(Object.entries(rows))('%s', (row, budget) => {
    expect(BUDGETS[budget]).toEqual(budgetOf(documentedLimit(row)));
  });

  it('documents every budget', () => {
    expect(Object.values(rows).sort()).toEqual(Object.keys(BUDGETS).sort());
  });
});
