import { estimatedMinutes } from '@sauti/core/rules/interview';
import type { JobType } from '@sauti/core/contract/jobs';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { JOB_TYPE_LABELS } from './job-details-section';
import type { JobFormValues } from './job-form';

/**
 * "Preview as candidate": the job as a candidate will meet it through the interview link once it
 * is published — what the interview page shows before starting, then each question as asked.
 * A draft has no public link yet, so this is drawn from the form, as it stands now.
 */
export function CandidatePreviewDialog({
  open,
  onOpenChange,
  values,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  values: JobFormValues;
}) {
  const questions = values.questions.map((q) => q.text.trim()).filter(Boolean);
  const facts = [
    values.companyName.trim(),
    values.location.trim(),
    values.jobType === '' ? '' : JOB_TYPE_LABELS[values.jobType as JobType],
  ].filter(Boolean);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Candidate preview</DialogTitle>
          <DialogDescription>
            What candidates see when they open the interview link, once the job is published.
          </DialogDescription>
        </DialogHeader>
        <article aria-label="Interview as candidates see it" className="flex flex-col gap-4">
          <header className="flex flex-col gap-1 rounded-lg bg-muted p-4">
            <h3 className="text-lg font-semibold break-words">{values.title.trim() || 'Untitled job'}</h3>
            {facts.length > 0 && <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>}
            <p className="text-sm">
              English · {questions.length} {questions.length === 1 ? 'question' : 'questions'}, about{' '}
              {estimatedMinutes(questions.length)} minutes
              {values.requireIdentityVerification ? ' · identity check first' : ''}
            </p>
          </header>
          {values.description.trim() && (
            <p className="text-sm break-words whitespace-pre-line">{values.description.trim()}</p>
          )}
          <ol className="flex flex-col gap-3">
            {questions.map((text, index) => (
              <li key={index} className="rounded-lg border border-border p-3">
                <p className="text-xs font-medium text-muted-foreground">
                  Question {index + 1} of {questions.length}
                </p>
                <p className="break-words">{text}</p>
              </li>
            ))}
          </ol>
          <p className="text-sm text-muted-foreground">
            Each question is read aloud; the candidate answers by voice, up to 90 seconds, and may listen back
            and re-record before moving on.
          </p>
        </article>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close preview</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
