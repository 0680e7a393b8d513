import type { ReactNode } from 'react';
import { CLAIMS } from './landing-content';

const problems = [
  {
    title: 'Hundreds of applicants, one recruiter',
    text: 'Phone screens eat whole weeks before the first shortlist.',
  },
  {
    title: 'Inconsistent first rounds',
    text: 'Every interviewer asks different questions and scores differently.',
  },
  {
    title: 'Candidates drop off',
    text: 'Video tools need data, a good camera and a fast connection most candidates lack.',
  },
];

const benefits = [
  {
    title: `Save ${CLAIMS.hoursSavedPerWeek} hours a week`,
    text: 'Stop running first-round phone screens by hand.',
  },
  {
    title: `${CLAIMS.parallelCandidates} candidates in parallel`,
    text: 'Everyone interviews at once, at a time that suits them.',
  },
  {
    title: 'Structured, scored results',
    text: 'Every answer scored out of 100, with recording and transcript.',
  },
];

const steps = [
  { title: 'Create a job', text: 'Describe the role; get tailored questions or write your own.' },
  { title: 'Share the link', text: 'Send one interview link to every candidate.' },
  {
    title: 'Candidates answer by voice',
    text: `${CLAIMS.questions} questions in ${CLAIMS.interviewMinutes} minutes, on any device.`,
  },
  { title: 'Review and shortlist', text: 'Compare scores, listen back and build your interview panel.' },
];

const advantages = [
  { title: 'Voice only', text: 'No app and no video: a microphone is enough.' },
  { title: 'Low-bandwidth ready', text: 'Built for 2G and 3G connections across the continent.' },
  { title: 'Fair by design', text: 'Every candidate gets the same questions and the same scoring.' },
  {
    title: 'Built for Africa',
    text: 'Interviews in the languages your team hires in, Oshiwambo included: see what each gets below.',
  },
];

/** A titled marketing section with a grid of cards. */
function CardSection({
  id,
  title,
  intro,
  items,
  numbered = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  items: { title: string; text: string }[];
  numbered?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-16">
      <h2 id={`${id}-title`} className="text-center text-3xl font-semibold">
        {title}
      </h2>
      {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{intro}</p>}
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr">
        {items.map((item, index) => (
          <li key={item.title} className="rounded-xl border border-border bg-surface p-5">
            {numbered && (
              <span className="mb-3 flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
            )}
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}

/** The problems recruiters face today. */
export function ProblemsSection() {
  return <CardSection id="problems" title="Hiring at volume is broken" items={problems} />;
}

/** What the product brings. */
export function BenefitsSection() {
  return <CardSection id="benefits" title="Why teams choose Sauti" items={benefits} />;
}

/** The four-step how-it-works (docs/behaviour/platform.md §2.2). */
export function HowItWorksSection() {
  return (
    <CardSection
      id="how-it-works"
      title="How it works"
      intro="Four steps from job to shortlist."
      items={steps}
      numbered
    />
  );
}

/** What sets the product apart. */
export function AdvantagesSection() {
  return <CardSection id="advantages" title="Made for the way Africa hires" items={advantages} />;
}
