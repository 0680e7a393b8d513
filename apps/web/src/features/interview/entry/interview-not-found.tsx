import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';
import { InterviewShell } from '../common/interview-shell';
import { useT } from '../i18n/screen-language';

/**
 * A job that is missing, failed to load or has no questions (docs/behaviour/interview.md §2.2), or
 * a personal link the server refused (docs/behaviour/interview.md §15): then its title and the server's own words.
 */
export function InterviewNotFound({ title: givenTitle, message }: { title?: string; message?: string }) {
  const t = useT();
  const title = givenTitle ?? t('error.notFound');
  return (
    <InterviewShell>
      <title>{title}</title>
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{message ?? t('error.notFoundMessage')}</p>
        <a href={paths.home.href()} className={buttonClasses('outline', 'lg')}>
          {t('shell.returnHome')}
        </a>
      </div>
    </InterviewShell>
  );
}
