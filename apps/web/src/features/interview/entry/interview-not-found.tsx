import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';
import { InterviewShell } from '../common/interview-shell';
import { INTERVIEW_MESSAGES } from '../common/messages';

/**
 * A job that is missing, failed to load or has no questions (docs/behaviour/interview.md §2.2), or
 * a personal link the server refused (docs/behaviour/interview.md §15): then its title and the server's own words.
 */
export function InterviewNotFound({
  title = INTERVIEW_MESSAGES.notFound,
  message = 'This interview link is not open. Please check the link you were sent, or ask the company for a new one.',
}: {
  title?: string;
  message?: string;
}) {
  return (
    <InterviewShell>
      <title>{title}</title>
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <a href={paths.home.href()} className={buttonClasses('outline', 'lg')}>
          Return to Home
        </a>
      </div>
    </InterviewShell>
  );
}
