import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useT } from '../i18n/screen-language';

/** The end of the interview, with the promise of feedback within 24-48 hours (docs/behaviour/interview.md §1, §9). */
export function CompleteStage({ candidateName, jobTitle }: { candidateName: string; jobTitle: string }) {
  const t = useT();
  return (
    <Card>
      <title>{t('complete.title')}</title>
      <CardHeader>
        <h1 className="text-2xl font-semibold">{t('complete.title')}</h1>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p>
          {candidateName
            ? t('complete.thanksName', { name: candidateName, job: jobTitle })
            : t('complete.thanks', { job: jobTitle })}
        </p>
        <p className="font-medium">{t('complete.feedback')}</p>
        <p className="text-sm text-muted-foreground">{t('complete.close')}</p>
      </CardContent>
    </Card>
  );
}
