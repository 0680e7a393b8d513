/**
 * The rule of personal invitations (docs/behaviour/interview.md §15): every row a list sends is
 * either invited or reported, and no address or phone number is invited twice for one job —
 * neither twice within one list nor again after an earlier list. Pure, so it is property-tested.
 */

/** Addresses are compared trimmed and lower-case (`Ann@X.com ` and `ann@x.com` are one candidate). */
export function normaliseCandidateEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The message of a row whose address was already invited to the job. */
export const ALREADY_INVITED_MESSAGE = 'Already invited to this job';
/** The message of a row whose address appears earlier in the same list. */
export const DUPLICATE_ROW_MESSAGE = (firstRow: number) => `Same email as row ${firstRow}`;
/** The message of a row whose phone number appears earlier in the same list. */
export const DUPLICATE_PHONE_MESSAGE = (firstRow: number) => `Same phone number as row ${firstRow}`;

/** What HR is told about a row's contact details (SMS invitations). */
export const INVITATION_CONTACT_MESSAGES = {
  emailOrPhone: 'Give an email or a phone number',
  /** A number written without its country code: it cannot be texted reliably from anywhere. */
  countryCode: 'Include the country code, for example +254 712 345 678',
  invalidPhone: 'Not a valid phone number: check it, with its country code, for example +254 712 345 678',
  smsNotConfigured:
    'SMS invitations need a phone provider, and none is connected: give an email address, or ask your administrator to connect one',
} as const;

/**
 * The problem of a phone number HR typed, given its E.164 form (null when the number library
 * could not read it without a default country): none, or which of the two messages.
 */
export function invitationPhoneProblem(typed: string, e164: string | null): string | null {
  if (e164) return null;
  return typed.trim().startsWith('+')
    ? INVITATION_CONTACT_MESSAGES.invalidPhone
    : INVITATION_CONTACT_MESSAGES.countryCode;
}

/** One problem of one row: the row number as the sender counts it, the field and the product's words. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

/** What a row is invited by: a normalised address, an E.164 number, or both. */
export interface RowContact {
  email: string | null;
  phone: string | null;
}

/** A row that passed its field checks, numbered as the sender counts rows. */
export interface CheckedRow<T extends RowContact> {
  row: number;
  candidate: T;
}

/** Which rows to invite and which duplicates to report. */
export interface InvitationPlan<T> {
  invite: Array<{ row: number; candidate: T }>;
  duplicates: RowProblem[];
}

/** What was invited to the job before: normalised addresses, and the E.164 numbers texted. */
export interface AlreadyInvited {
  emails: ReadonlySet<string>;
  phones: ReadonlySet<string>;
}

/**
 * Splits valid rows into those to invite and duplicates: a row is a duplicate when its normalised
 * address, or the number of a texted (email-less) row, was invited before (`alreadyInvited`) or
 * appears in an earlier row. The
 * address is checked first, so a row reports one duplicate.
 */
export function planInvitations<T extends RowContact>(
  rows: readonly CheckedRow<T>[],
  alreadyInvited: AlreadyInvited,
): InvitationPlan<T> {
  const firstRowOfEmail = new Map<string, number>();
  const firstRowOfPhone = new Map<string, number>();
  const plan: InvitationPlan<T> = { invite: [], duplicates: [] };
  for (const { row, candidate } of rows) {
    const email = candidate.email === null ? null : normaliseCandidateEmail(candidate.email);
    const { phone } = candidate;
    const duplicate =
      email === null
        ? null
        : duplicateOf(email, alreadyInvited.emails, firstRowOfEmail, 'email', DUPLICATE_ROW_MESSAGE);
    // Only a texted row's number must be new: a mailed row's is a pre-fill, and candidates share phones.
    const texted = email === null ? phone : null;
    const problem =
      duplicate ??
      (texted === null
        ? null
        : duplicateOf(texted, alreadyInvited.phones, firstRowOfPhone, 'phone', DUPLICATE_PHONE_MESSAGE));
    if (problem) {
      plan.duplicates.push({ row, ...problem });
      continue;
    }
    if (email !== null) firstRowOfEmail.set(email, row);
    if (texted !== null) firstRowOfPhone.set(texted, row);
    plan.invite.push({ row, candidate: { ...candidate, email } });
  }
  return plan;
}

function duplicateOf(
  key: string,
  before: ReadonlySet<string>,
  firstRowOf: ReadonlyMap<string, number>,
  field: 'email' | 'phone',
  sameAs: (row: number) => string,
): { field: string; message: string } | null {
  if (before.has(key)) return { field, message: ALREADY_INVITED_MESSAGE };
  const first = firstRowOf.get(key);
  return first === undefined ? null : { field, message: sameAs(first) };
}
