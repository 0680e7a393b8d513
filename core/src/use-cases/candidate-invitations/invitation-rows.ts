import {
  checkCandidateRows,
  type CandidateRow,
  type RawCandidateRow,
} from '../../contract/candidate-invitations.js';
import type { PhoneNumbers } from '../../ports/phone-numbers.js';
import {
  INVITATION_CONTACT_MESSAGES,
  invitationPhoneProblem,
  type RowProblem,
} from '../../rules/candidate-invitations.js';

/**
 * A list's rows checked for inviting (docs/behaviour/interview.md §15): the intake's field rules
 * (contract/candidate-invitations.ts), then each number read into E.164 with its country code (no
 * default country: a number to be texted that HR typed without one is refused, not guessed; a
 * mailed row keeps such a number as typed), then a row with no email refused when no phone
 * provider can text it. Each problem is reported on its row; the
 * other rows go on.
 */
export function checkInvitationRows(
  rows: ReadonlyArray<{ row: number; raw: RawCandidateRow }>,
  numbers: PhoneNumbers,
  smsAvailable: boolean,
): { valid: Array<{ row: number; candidate: CandidateRow }>; problems: RowProblem[] } {
  const checked = checkCandidateRows(rows);
  const valid: Array<{ row: number; candidate: CandidateRow }> = [];
  const problems = [...checked.problems];
  for (const { row, candidate } of checked.valid) {
    const phone = candidate.phone === null ? null : numbers.normalise(candidate.phone);
    const phoneProblem = candidate.phone === null ? null : invitationPhoneProblem(candidate.phone, phone);
    if (phoneProblem === INVITATION_CONTACT_MESSAGES.countryCode && candidate.email !== null) {
      // A mailed row's number is only the intake's pre-fill, never texted: a local number such as
      // 0712 345 678 (how HR's spreadsheets write them) is kept as typed rather than costing the row.
      valid.push({ row, candidate });
    } else if (phoneProblem) {
      problems.push({ row, field: 'phone', message: phoneProblem });
    } else if (candidate.email === null && !smsAvailable) {
      problems.push({ row, field: 'phone', message: INVITATION_CONTACT_MESSAGES.smsNotConfigured });
    } else {
      valid.push({ row, candidate: { ...candidate, phone } });
    }
  }
  return { valid, problems };
}
