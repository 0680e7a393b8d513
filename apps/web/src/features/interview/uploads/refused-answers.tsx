import { Button } from '@/components/ui/button';
import { SUPPORT_EMAIL, supportMailto } from '@/lib/contact';
import { useT } from '../i18n/screen-language';
import type { UploadStatus } from './upload-queue';
import { useUploadQueue } from './use-upload-queue';

/** Refusals a new recording can fix: the file itself was wrong. Anything else (a closed interview) cannot be. */
const FIXED_BY_RECORDING_AGAIN = new Set(['TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']);

/**
 * Answers the server will never take, each with its reason in the server's words and what to do:
 * record it again, or write to support. The answer leaves the device only when the candidate
 * acts on the message (docs/behaviour/interview.md §8: 'Failed to submit response').
 */
export function RefusedAnswers({
  statuses,
  onRecordAgain,
}: {
  statuses: readonly UploadStatus[];
  onRecordAgain: (questionIndex: number) => void;
}) {
  const t = useT();
  const queue = useUploadQueue();
  const refused = statuses.filter((status) => status.state === 'refused');
  return refused.map((status) => {
    const number = status.questionIndex + 1;
    const fixable = FIXED_BY_RECORDING_AGAIN.has(status.refusal?.code ?? '');
    return (
      <div
        key={status.key}
        role="alert"
        className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-foreground"
      >
        <h2 className="font-semibold text-destructive">{t('error.responseFailed')}</h2>
        <p>{t('uploads.refusedAnswer', { number, reason: t.known(status.refusal?.message ?? '') })}</p>
        {fixable ? (
          <Button
            size="lg"
            onClick={() => void queue.dismiss(status.key).then(() => onRecordAgain(status.questionIndex))}
          >
            {t('uploads.recordAgain', { number })}
          </Button>
        ) : (
          <>
            <p>
              {t('error.answerClosed')}{' '}
              <a className="font-medium text-primary underline" href={supportMailto}>
                {SUPPORT_EMAIL}
              </a>
              .
            </p>
            <Button size="lg" variant="outline" onClick={() => void queue.dismiss(status.key)}>
              {t('uploads.read')}
            </Button>
          </>
        )}
      </div>
    );
  });
}
