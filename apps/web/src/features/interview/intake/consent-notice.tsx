import { CANDIDATE_PAGE_TEXTS } from '@sauti/core/contract/feedback-texts';
import { assessmentPath } from '../feedback/candidate-paths';

/**
 * How recordings and the assessment are used and kept, shown before consent
 * (docs/behaviour/interview.md §2.2, §17): answers are scored automatically, a person decides, and
 * "How your interview is assessed" explains the rest (in a new tab, so the form stays as filled).
 * 'Automatically', not 'AI': the answers may be scored by built-in rules, with no language model
 * (docs/behaviour/review.md §16).
 */
export function ConsentNotice({ companyName, jobId }: { companyName: string; jobId: string }) {
  return (
    <div className="rounded-lg bg-muted p-3 text-sm" data-testid="consent-notice">
      <p className="font-medium">How your answers are used</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
        <li>Your voice answers are recorded and turned into text.</li>
        <li>
          {CANDIDATE_PAGE_TEXTS.intakeAutomated} {CANDIDATE_PAGE_TEXTS.intakePersonDecides}
        </li>
        <li>
          Your recordings, transcripts, contact details and CV are seen only by {companyName}&apos;s hiring
          team and kept only for this hiring process.
        </li>
      </ul>
      <a
        className="mt-2 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2"
        href={assessmentPath(jobId)}
        target="_blank"
        rel="noopener"
      >
        {CANDIDATE_PAGE_TEXTS.assessmentLink}
      </a>
    </div>
  );
}
