/**
 * The rule of personal invitations (docs/behaviour/interview.md §15): every row a list sends is
 * either invited or reported, and no address is invited twice for one job — neither twice within
 * one list nor again after an earlier list. Pure, so it is property-tested.
 */

/** Addresses are compared trimmed and lower-case (`Ann@X.com ` and `ann@x.com` are one candidate). */
export function normaliseCandidateEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The message of a row whose address was already invited to the job. */
export const ALREADY_INVITED_MESSAGE = 'Already invited to this job';
/** The message of a row whose address appears earlier in the same list. */
export const DUPLICATE_ROW_MESSAGE = (firstRow: number) => `Same email as row ${firstRow}`;

/** One problem of one row: the row number as the sender counts it, the field and the product's words. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

/** A row that passed its field checks, numbered as the sender counts rows. */
export interface CheckedRow<T extends { email: string }> {
  row: number;
  candidate: T;
}

/** Which rows to invite and which duplicates to report. */
export interface InvitationPlan<T> {
  invite: Array<{ row: number; candidate: T }>;
  duplicates: RowProblem[];
}

/**
 * Splits valid rows into those to invite and duplicates: a row is a duplicate when its normalised
 * address was invited before (`alreadyInvited`, normalised) or appears in an earlier row.
 */
export function planInvitations<T extends { email: string }>(
  rows: readonly CheckedRow<T>[],
  alreadyInvited: ReadonlySet<string>,
): InvitationPlan<T> {
  const firstRowOf = new Map<string, number>();
  const plan: InvitationPlan<T> = { invite: [], duplicates: [] };
  for (const { row, candidate } of rows) {
    const email = normaliseCandidateEmail(candidate.email);
    const first = firstRowOf.get(email);
    if (alreadyInvited.has(email)) {
      plan.duplicates.push({ row, field: 'email', message: ALREADY_INVITED_MESSAGE });
    } else if (first !== undefined) {
      plan.duplicates.push({ row, field: 'email', message: DUPLICATE_ROW_MESSAGE(first) });
    } else {
      firstRowOf.set(email, row);
      plan.invite.push({ row, candidate: { ...candidate, email } });
    }
  }
  return plan;
}
