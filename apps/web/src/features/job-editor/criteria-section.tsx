import type { Dispatch } from 'react';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import { suggestCriteriaForJob } from '@sauti/core/rules/role-criteria';
import { JOB_MESSAGES } from '@sauti/core/contract/jobs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { CriteriaEditor } from './criteria-editor';
import type { CriteriaEvent, CriteriaState } from './criteria-state';
import { useGenerateCriteria } from './use-generate-criteria';
import { useUpdateJob } from './use-update-job';

const statusLabels = { generated: 'Generated', saved: 'Saved' } as const;

function CriteriaSummary({ config }: { config: CriteriaConfig }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {config.pillars
        .filter((pillar) => pillar.enabled)
        .map((pillar) => (
          <li key={pillar.id} className="flex justify-between gap-4">
            <span>{pillar.label}</span>
            <span className="font-semibold tabular-nums">{pillar.weight}%</span>
          </li>
        ))}
    </ul>
  );
}

/**
 * Assessment Criteria (docs/behaviour/interview.md §2.1, §4.2): generate (locally without a job id, by the server
 * with one; both read the job's title, description and skills), edit (offered only with a job
 * id; opens by itself after generation), save.
 */
export function CriteriaSection({
  jobId,
  job,
  state,
  dispatch,
}: {
  jobId: string | null;
  job: { title: string; description: string; skills: string[] };
  state: CriteriaState;
  dispatch: Dispatch<CriteriaEvent>;
}) {
  const { toast } = useToast();
  const generateMutation = useGenerateCriteria();
  const saveMutation = useUpdateJob();

  function generate() {
    if (!job.title.trim() || !job.description.trim()) {
      toast({ title: JOB_MESSAGES.titleAndDescriptionFirst, variant: 'destructive' });
      return;
    }
    if (jobId === null) {
      dispatch({ type: 'generated', config: suggestCriteriaForJob(job).config });
      return;
    }
    generateMutation.mutate(
      { jobId, jobTitle: job.title, jobDescription: job.description, skills: job.skills },
      {
        onSuccess: ({ criteriaConfig }) => dispatch({ type: 'generated', config: criteriaConfig }),
        onError: (error) =>
          toast({
            title: 'Failed to generate criteria',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  function save(config: CriteriaConfig) {
    if (jobId === null) {
      dispatch({ type: 'saved', config });
      return;
    }
    saveMutation.mutate(
      { id: jobId, changes: { criteriaConfig: config } },
      {
        onSuccess: () => dispatch({ type: 'saved', config }),
        onError: (error) =>
          toast({
            title: 'Failed to save criteria',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  const editingConfig = state.status === 'editing' ? state.config : null;
  return (
    <Card>
      <section aria-labelledby="criteria-heading">
        <CardHeader>
          <div className="flex items-center gap-2">
            <CardTitle id="criteria-heading">Assessment Criteria</CardTitle>
            {(state.status === 'generated' || state.status === 'saved') && (
              <Badge variant="secondary">{statusLabels[state.status]}</Badge>
            )}
          </div>
          <CardDescription>
            The criteria each interview is scored on, and how much each one counts.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {editingConfig ? (
            <CriteriaEditor
              initial={editingConfig}
              saving={saveMutation.isPending}
              onSave={save}
              onCancel={() => dispatch({ type: 'cancel' })}
            />
          ) : (
            <>
              {state.config ? (
                <CriteriaSummary config={state.config} />
              ) : (
                <p className="text-sm text-muted-foreground">No criteria yet.</p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={generate} disabled={generateMutation.isPending}>
                  {generateMutation.isPending ? 'Generating...' : 'Generate Criteria'}
                </Button>
                {jobId !== null && state.config !== null && (
                  <Button variant="outline" onClick={() => dispatch({ type: 'edit' })}>
                    Edit Criteria
                  </Button>
                )}
              </div>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
