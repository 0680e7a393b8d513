import type { FeedbackContent } from '../../domain/candidate-feedback.js';
import type { HumanReviewOutcome } from '../../domain/human-review.js';
import type { Job } from '../../domain/job.js';
import type { MailMessage } from '../../ports/mailer.js';
import { inertText } from '../../rules/inert-links.js';
import { linkMail } from '../accounts/link-mail.js';

/**
 * The mails of docs/behaviour/interview.md §17, §18, in plain words for readers of English as a
 * second language. Subjects carry no typed text: only the organisation's name, which comes from
 * its verified domain. Every text someone typed (job title, company, a name, a message) is made
 * inert (`inertText`), so no employer or candidate can put a working link in the platform's mail.
 */

/** The job as a mail names it: "the job of Driver at Acme" with typed text made inert. */
interface MailJob {
  title: Job['title'];
  companyName: Job['companyName'];
}

function jobWords(job: MailJob): string {
  const company = job.companyName ? ` at ${inertText(job.companyName)}` : '';
  return `the job of ${inertText(job.title)}${company}`;
}

const greetingFor = (name: string | null) => (name ? `Hello ${inertText(name)},` : 'Hello,');

/** Where the candidate writes with questions, as a sentence. */
const questionsLine = (contact: string) => `Do you have a question? Write to ${contact}.`;

/** The receipt: what happens next, when, and how to ask questions. */
export function receiptMail(input: {
  to: string;
  name: string | null;
  organisationName: string;
  job: MailJob;
  /** Hours until feedback goes by itself; null when HR sends each one. */
  feedbackWithinHours: number | null;
  contact: string;
  assessmentLink: string;
}): MailMessage {
  const when =
    input.feedbackWithinHours === null
      ? 'You will get your feedback by e-mail after the hiring team has looked at your interview.'
      : `You will get your feedback by e-mail, usually within ${input.feedbackWithinHours} hours.`;
  return linkMail({
    to: input.to,
    subject: `We received your interview (${input.organisationName})`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `Thank you. We received your voice interview for ${jobWords(input.job)}.`,
      'What happens next: your answers are turned into text and scored automatically. Then a person from the hiring team looks at your interview. A person makes every decision.',
      when,
      'You can read how your interview is assessed here:',
    ],
    link: { href: input.assessmentLink, label: 'How your interview is assessed' },
    closing: questionsLine(input.contact),
  });
}

/** The feedback itself, with the signed link to the candidate's page. */
export function feedbackMail(input: {
  to: string;
  name: string | null;
  organisationName: string;
  job: MailJob;
  content: FeedbackContent;
  pageLink: string;
  linkExpiresAt: Date;
  contact: string;
}): MailMessage {
  const { content } = input;
  const paragraphs = [`Thank you for your interview for ${jobWords(input.job)}. Here is your feedback.`];
  if (content.strengths.length)
    paragraphs.push('What went well:', ...content.strengths.map((s) => `- ${inertText(s)}`));
  if (content.growth.length)
    paragraphs.push('What you could work on:', ...content.growth.map((s) => `- ${inertText(s)}`));
  if (content.note) paragraphs.push(...noteParagraphs(content.note));
  if (content.figures)
    paragraphs.push(
      `Your overall score: ${content.figures.overallScore} out of 100 (${content.figures.band}).`,
    );
  paragraphs.push(
    `On your feedback page you can read this again and ask for a person to review the decision. The link works until ${day(input.linkExpiresAt)}:`,
  );
  return linkMail({
    to: input.to,
    subject: `Your interview feedback (${input.organisationName})`,
    greeting: greetingFor(input.name),
    paragraphs,
    link: { href: input.pageLink, label: 'Open your feedback page' },
    closing: questionsLine(input.contact),
  });
}

/** To the job's HR: a candidate asked for a human review. */
export function reviewRequestedMail(input: {
  to: string;
  candidateName: string | null;
  job: MailJob;
  message: string | null;
  reviewLink: string;
}): MailMessage {
  const who = input.candidateName ? inertText(input.candidateName) : 'A candidate';
  return linkMail({
    to: input.to,
    subject: 'A candidate asked for a human review',
    paragraphs: [
      `${who} asked for a person to review the decision on their interview for ${jobWords(input.job)}.`,
      ...(input.message ? [`Their message: “${inertText(input.message)}”`] : []),
      'Listen to the answers, check the decision, and record what you found on the candidate’s page. The candidate is told by e-mail.',
    ],
    link: { href: input.reviewLink, label: 'Open the candidate' },
  });
}

const OUTCOME_WORDS: Record<HumanReviewOutcome, string> = {
  decision_stands: 'After the review, the decision stays the same.',
  decision_changed: 'After the review, the decision was changed.',
};

/** To the candidate: what the human review found. */
export function reviewOutcomeMail(input: {
  to: string;
  name: string | null;
  organisationName: string;
  job: MailJob;
  outcome: HumanReviewOutcome;
  note: string;
  contact: string;
}): MailMessage {
  return linkMail({
    to: input.to,
    subject: `The review of your interview (${input.organisationName})`,
    greeting: greetingFor(input.name),
    paragraphs: [
      `You asked for a person to review your interview for ${jobWords(input.job)}. A person from the hiring team listened to your answers and checked the decision.`,
      OUTCOME_WORDS[input.outcome],
      'Their note:',
      ...noteParagraphs(input.note),
    ],
    closing: questionsLine(input.contact),
  });
}

/** A note's paragraphs, each one line (a mail paragraph cannot hold a line break). */
function noteParagraphs(note: string): string[] {
  return note
    .split(/\r?\n/)
    .map((line) => inertText(line.trim()))
    .filter((line) => line !== '');
}

/** A date as '3 March 2027' (UTC): readable in any English. */
function day(date: Date): string {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
