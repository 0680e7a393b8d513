import { useT } from '../i18n/screen-language';
import type { AssessmentExplanation } from '@sauti/core/contract/candidate-feedback';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { InterviewShell } from '../common/interview-shell';
import { InterviewNotFound } from '../entry/interview-not-found';
import { usePublicData } from '../entry/use-public-data';
import { AssessmentDetails } from './assessment-explanation';

/** `/interview/{jobId}/assessment`: "How your interview is assessed" (docs/behaviour/interview.md §18). */
export function AssessmentPage({ jobId }: { jobId: string }) {
  const t = useT();
  const explanation = usePublicData<AssessmentExplanation>(
    `/api/public/jobs/${encodeURIComponent(jobId)}/assessment`,
  );
  if (explanation.status === 'pending') return <FullPageSpinner label={t('shell.loading')} />;
  if (explanation.status === 'error') return <InterviewNotFound />;
  const { data } = explanation;
  return (
    <InterviewShell subtitle={data.jobTitle}>
      <title>{t('consent.assessmentLink')}</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('consent.assessmentLink')}</h1>
          <p className="text-sm text-muted-foreground">
            {data.companyName
              ? t('assess.jobAt', { job: data.jobTitle, company: data.companyName })
              : data.jobTitle}
          </p>
        </CardHeader>
        <CardContent>
          <AssessmentDetails explanation={data} />
        </CardContent>
      </Card>
    </InterviewShell>
  );
}
