/** The two notices every installation shows (docs/behaviour/platform.md §17). */
export type LegalNoticeKind = 'privacy' | 'terms';

/** The pages' titles, whoever wrote the text. */
export const LEGAL_TITLES: Record<LegalNoticeKind, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Use',
};

/**
 * Sauti's own privacy notice, shown until the operator of an installation supplies theirs: what is
 * stored about a candidate and an HR user, who sees it, how long it is kept and how to have it
 * removed (docs/behaviour/platform.md §12, §17). Every line must stay true of the product.
 */
export const DEFAULT_PRIVACY_NOTICE = `This installation of Sauti is run by its operator for the organisations that hire with it. The organisation that invited you to interview decides how your interview is used; Sauti is the software it uses.

# What is stored when you interview
- Your name, email address and phone number, as you typed them, and your CV if you uploaded one.
- Your voice recordings: the practice answer and every answer to a question.
- The text of your answers, as a speech recogniser heard them.
- The assessment of your answers: a score for each of the job's criteria, the quotes from your answers it rests on, and a summary.
- When the job asks for an identity check: a short video (or a photo) of you and the phrase you read aloud.
- How closely the voice of each answer matches your practice answer.
- When you started and finished, how long each answer took, how many times you left the interview page, the page that sent you to the interview, your network address and a description of your browser.

Until the server has received them, your recordings also wait on your own device, and are removed from it once sent.

# Who sees it
The hiring team of the organisation that invited you, and the operator of this installation when it needs to. The part of Sauti that scores your answers never receives your name, contact details or CV. The hiring team makes every hiring decision; the scores help them read your answers.

# How long it is kept
For the hiring process you applied to. The organisation or the operator removes it when that process no longer needs it, under the retention rule the operator applies to every candidate, and whenever you ask. Removing a candidate removes every recording, transcript, score, identity file and CV held about them.

# Your rights
You can ask to see everything held about you, to have it corrected, or to have it deleted. Write to the organisation that invited you; it can ask the operator to export or delete your data.

# If you use Sauti to hire
Your account holds your name, work email address, a hash of your password (never the password itself), your organisation and when you signed in. It is kept while your account exists.`;

/** Sauti's own terms of use, shown until the operator supplies theirs. */
export const DEFAULT_TERMS = `These terms apply to everyone who uses this installation of Sauti: the organisations that hire with it, their hiring teams, and candidates who interview.

# Candidates
- Answer in your own words and your own voice. An interview given by someone else, or read from a script written by someone else, may be set aside by the hiring organisation.
- You choose whether to take part: nothing starts until you agree to your answers being recorded and assessed.

# Hiring organisations
- Use the interviews, recordings and scores only to hire for the job the candidate applied to.
- A person at your organisation makes every hiring decision; the scores help read the answers and are never the decision.
- Keep the accounts of your hiring team to the people who need them, and remove candidates' data when your hiring process no longer needs it or when a candidate asks.

# The service
The operator runs this installation and may change or stop it. The privacy policy says what is stored and for how long.`;

/** The default text of a notice. */
export function defaultLegalNotice(kind: LegalNoticeKind): string {
  return kind === 'privacy' ? DEFAULT_PRIVACY_NOTICE : DEFAULT_TERMS;
}
