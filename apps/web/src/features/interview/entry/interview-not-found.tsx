import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';
import { InterviewShell } from '../common/interview-shell';
import { INTERVIEW_MESSAGES } from '../common/messages';

/** A job that is missing, failed to load or has no questions (docs/behaviour/interview.md §2.2). */
export function InterviewNotFound() {
  return (
    <InterviewShell>
      <title>{INTERVIEW_MESSAGES.notFound}</title>
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-semibold">{INTERVIEW_MESSAGES.notFound}</h1>
        <p className="text-muted-foreground">
          This interview link is not open. Please check the link you were sent, or ask the company for a new
          one.
        </p>
        <a href={paths.home.href()} className={buttonClasses('outline', 'lg')}>
          Return to Home
        </a>
      </div>
    </InterviewShell>
  );
}
