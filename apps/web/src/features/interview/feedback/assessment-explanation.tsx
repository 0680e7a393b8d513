import type { AssessmentExplanation } from '@sauti/core/contract/candidate-feedback';

/**
 * "How your interview is assessed" (docs/behaviour/interview.md §18): the job's criteria and their
 * weights, what is recorded, how long it is kept and who sees it, in plain words. The same text on
 * its own page (linked from the intake) and on the candidate's feedback page.
 */
export function AssessmentDetails({ explanation }: { explanation: AssessmentExplanation }) {
  const company = explanation.companyName ?? 'the company';
  return (
    <div className="flex flex-col gap-4 text-sm">
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">What your answers are scored on</h2>
        <p className="text-muted-foreground">
          Your spoken answers are turned into text. A computer scores the text against these parts of the job.
          The bigger the share, the more that part counts in the overall score.
        </p>
        <ul className="flex flex-col gap-2" data-testid="assessed-criteria">
          {explanation.criteria.map((criterion) => (
            <li key={criterion.label} className="rounded-lg border border-border p-3">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{criterion.label}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{criterion.weight}%</span>
              </div>
              {criterion.description && <p className="mt-1 text-muted-foreground">{criterion.description}</p>}
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">A person decides</h2>
        <p className="text-muted-foreground">
          The score only helps the hiring team. A person at {company} listens, reads and makes every decision.
          After your feedback, you can ask for a person to review the decision.
        </p>
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">What is recorded</h2>
        <p className="text-muted-foreground">
          Your name, phone number and e-mail address, your CV if you add one, the recording of each answer and
          its text, how long each answer took, and how many times you left the page during the interview.
        </p>
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">How long it is kept</h2>
        <p className="text-muted-foreground" data-testid="retention">
          {explanation.retention
            ? `For ${explanation.retention} after your interview. Then it is deleted.`
            : `Only for this hiring process, until ${company} deletes it.`}{' '}
          You can ask for your data to be deleted at any time.
        </p>
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">Who sees it</h2>
        <p className="text-muted-foreground">
          Only the hiring team of {company}. The computer that scores your answers never sees your name, your
          contact details or your CV.
        </p>
      </section>
    </div>
  );
}
