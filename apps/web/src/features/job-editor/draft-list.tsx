import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import type { Job } from '@/api/jobs';
import { useUpdateJob } from './use-update-job';

/** A date as 'Mar 3, 2025'; 'N/A' when unreadable. */
export function shortDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

function questionCount(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}

/**
 * Draft Job Postings (docs/behaviour/interview.md §2.1): title, question count and created date, with Edit (reloads
 * the editor through ?editJob=) and Publish (PATCH status active). Shown only when drafts exist.
 */
export function DraftList({ drafts, onPublished }: { drafts: Job[]; onPublished: (job: Job) => void }) {
  const publishMutation = useUpdateJob();
  const { toast } = useToast();
  if (drafts.length === 0) return null;

  function publish(draft: Job) {
    publishMutation.mutate(
      { id: draft.id, changes: { status: 'active' } },
      {
        onSuccess: onPublished,
        onError: (error) =>
          toast({
            title: 'Failed to publish',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Card>
      <section aria-labelledby="drafts-heading">
        <CardHeader>
          <CardTitle id="drafts-heading">Draft Job Postings</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y divide-border">
            {drafts.map((draft) => (
              <li key={draft.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="flex-1">
                  <p className="font-medium">{draft.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {questionCount(draft.questions.length)} · Created {shortDate(draft.createdAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link to={paths.hr.href(draft.id)} className={buttonClasses('outline', 'sm')}>
                    Edit
                  </Link>
                  <Button
                    size="sm"
                    onClick={() => publish(draft)}
                    disabled={publishMutation.isPending && publishMutation.variables?.id === draft.id}
                  >
                    Publish
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
