import { CANDIDATE_MESSAGES, PHONE_PATTERN } from '@sauti/core/contract/candidate-intake';
import type { CandidateIntakeInput } from '@sauti/core/contract/interview';
import { INTAKE_MESSAGES } from '../common/messages';

/** The CV's problem (type first, then size, docs/behaviour/interview.md §5.4): the server's own check. */
export { checkCv as checkCvFile } from '@sauti/core/contract/cv-file';

/** What the candidate types on the instructions stage: the contract's intake fields and the consent box. */
export type IntakeValues = CandidateIntakeInput & { consent: boolean };

/** One message per field that is wrong; an empty object means the form may be sent. */
export type IntakeErrors = Partial<Record<keyof IntakeValues, string>>;

// The same shape zod's z.email() accepts for everyday addresses: no spaces, one @, a dotted domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** The client-side intake checks of docs/behaviour/interview.md §5.3, plus the consent the product requires. */
export function validateIntake(values: IntakeValues): IntakeErrors {
  const errors: IntakeErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (name === '') errors.name = CANDIDATE_MESSAGES.nameRequired;
  if (phone === '') errors.phone = CANDIDATE_MESSAGES.phoneRequired;
  else if (!PHONE_PATTERN.test(phone)) errors.phone = CANDIDATE_MESSAGES.phoneCharacters;
  if (email === '') errors.email = CANDIDATE_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = CANDIDATE_MESSAGES.emailInvalid;
  if (!values.consent) errors.consent = INTAKE_MESSAGES.consentRequired;
  return errors;
}

/** A field of the intake form whose message can show. */
export type IntakeField = keyof IntakeValues;

/**
 * The messages to show now, as the job form does (docs/behaviour/interview.md §5.3): always those of
 * the values as they are, never those of the last submit, so a message goes the moment its field is
 * fixed; a field's message shows once the candidate has left it, and every message after a refused submit.
 */
export function visibleIntakeErrors(
  values: IntakeValues,
  left: ReadonlySet<IntakeField>,
  submitted: boolean,
): IntakeErrors {
  const all = validateIntake(values);
  if (submitted) return all;
  return Object.fromEntries(Object.entries(all).filter(([field]) => left.has(field as IntakeField)));
}
