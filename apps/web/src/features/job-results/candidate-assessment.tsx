import type { CandidateFigures, DashboardCandidate } from '@sauti/core/contract/review-views';
import { matchLine } from '@/lib/review/figures';
import { competencyScores, overallImpression, splitSentences } from './candidate-text';

function SentenceList({ title, text, empty }: { title: string; text: string | null; empty: string }) {
  const sentences = splitSentences(text);
  return (
    <section className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      {sentences.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {sentences.map((sentence, i) => (
            <li key={i}>{sentence}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'No Hire · Poor Fit · 0/4 criteria met': the band and match the overview shows too. */
export function BandLine({ figures }: { figures: CandidateFigures }) {
  if (figures.band === null) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {[figures.band, matchLine(figures, true)].filter(Boolean).join(' · ')}
    </p>
  );
}

/** The job's enabled criteria, each in percent. */
export function CompetencyScores({ candidate }: { candidate: DashboardCandidate }) {
  return (
    // One row per score on a phone (three columns leave "Communication" no room), three columns from sm.
    <dl className="grid gap-2 sm:grid-cols-3 sm:text-center">
      {competencyScores(candidate.figures).map(({ label, text }) => (
        <div
          key={label}
          className="flex items-baseline justify-between gap-2 rounded-lg bg-muted px-3 py-2 sm:block sm:p-2"
        >
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Strengths, areas to watch (sentence lists) and the overall impression of a candidate. */
export function CandidateAssessment({ candidate }: { candidate: DashboardCandidate }) {
  const { evaluation } = candidate;
  const impression = overallImpression(evaluation);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SentenceList title="Strengths" text={evaluation.strengths} empty="No strengths recorded." />
        <SentenceList
          title="Areas to Watch"
          text={evaluation.weaknesses}
          empty="No areas to watch recorded."
        />
      </div>
      <section className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold">Overall Impression</h4>
        <p className="text-sm">{impression ?? 'No overall impression recorded.'}</p>
      </section>
    </div>
  );
}
