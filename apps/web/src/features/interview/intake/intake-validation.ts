import { CV_RULES, INTAKE_MESSAGES, PHONE_PATTERN } from '../shared/messages';

/** What the candidate types on the instructions stage. */
export interface IntakeValues {
  name: string;
  phone: string;
  email: string;
  consent: boolean;
}

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
  if (name === '') errors.name = INTAKE_MESSAGES.nameRequired;
  if (phone === '') errors.phone = INTAKE_MESSAGES.phoneRequired;
  else if (!PHONE_PATTERN.test(phone)) errors.phone = INTAKE_MESSAGES.phoneCharacters;
  if (email === '') errors.email = INTAKE_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = INTAKE_MESSAGES.emailInvalid;
  if (!values.consent) errors.consent = INTAKE_MESSAGES.consentRequired;
  return errors;
}

/** The lower-cased extension after the last dot, or '' when there is none. */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The CV's problem (type first, then size, docs/behaviour/interview.md §5.4), or null when it may be uploaded. */
export function checkCvFile(file: { name: string; size: number }): string | null {
  if (!(CV_RULES.extensions as readonly string[]).includes(extensionOf(file.name))) {
    return CV_RULES.typeMessage;
  }
  return file.size < CV_RULES.maxBytes ? null : CV_RULES.sizeMessage;
}
