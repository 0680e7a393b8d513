import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/paths';
import type { PublicJobSummary } from '../common/interview-api';
import { InterviewShell } from '../common/interview-shell';
import { useScreenLanguage } from '../i18n/screen-language';
import { languageName } from '../common/language-name';
import { usePublicData } from './use-public-data';

/** `/interview` without a job: every open interview (docs/behaviour/interview.md §2.2). */
export function AvailableInterviews() {
  const { t, language } = useScreenLanguage();
  const jobs = usePublicData<PublicJobSummary[]>('/api/public/jobs');
  const list = jobs.status === 'ok' ? jobs.data : undefined;
  return (
    <InterviewShell>
      <title>{t('list.title')}</title>
      <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
      {jobs.status === 'pending' && <Spinner className="self-center" />}
      {jobs.status === 'error' && (
        <p role="alert" className="text-destructive">
          {t('list.loadFailed')}
        </p>
      )}
      {list?.length === 0 && (
        <div className="py-10 text-center">
          <h2 className="text-lg font-semibold">{t('list.none')}</h2>
          <p className="text-muted-foreground">{t('list.noneMessage')}</p>
        </div>
      )}
      <ul className="flex flex-col gap-3">
        {list?.map((job) => (
          <li key={job.id}>
            <Card>
              <CardHeader>
                <CardTitle>{job.title}</CardTitle>
                <CardDescription>
                  {languageName(job.language, language)} · {t('list.questions', { count: job.questionCount })}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <p className="line-clamp-3 text-sm">{job.description}</p>
              </CardContent>
              <CardFooter>
                <a
                  href={paths.interviewForJob.href(job.id)}
                  className={buttonClasses('primary', 'lg')}
                  aria-label={t('list.startJob', { title: job.title })}
                >
                  {t('list.start')}
                </a>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </InterviewShell>
  );
}
