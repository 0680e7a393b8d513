import { useT } from '../i18n/screen-language';
import type { AssessmentExplanation } from '@sauti/core/contract/candidate-feedback';

/**
 * "How your interview is assessed" (docs/behaviour/interview.md §18): the job's criteria and their
 * weights, what is recorded, how long it is kept and who sees it, in plain words. The same text on
 * its own page (linked from the intake) and on the candidate's feedback page.
 */
export function AssessmentDetails({ explanation }: { explanation: AssessmentExplanation }) {
  const t = useT();
  const company = explanation.companyName ?? t('assess.theCompany');
  return (
    <div className="flex flex-col gap-4 text-sm">
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t('assess.scoredOn')}</h2>
        <p className="text-muted-foreground">{t('assess.scoredOnText')}</p>
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
        <h2 className="text-base font-semibold">{t('assess.personDecides')}</h2>
        <p className="text-muted-foreground">{t('assess.personDecidesText', { company })}</p>
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{t('assess.recorded')}</h2>
        <p className="text-muted-foreground">{t('assess.recordedText')}</p>
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{t('assess.kept')}</h2>
        <p className="text-muted-foreground" data-testid="retention">
          {explanation.retention
            ? t('assess.keptFor', { retention: explanation.retention })
            : t('assess.keptUntil', { company })}{' '}
          {t('assess.deleteAnyTime')}
        </p>
      </section>
      <section className="flex flex-col gap-1">
        <h2 className="text-base font-semibold">{t('assess.whoSees')}</h2>
        <p className="text-muted-foreground">{t('assess.whoSeesText', { company })}</p>
      </section>
    </div>
  );
}
