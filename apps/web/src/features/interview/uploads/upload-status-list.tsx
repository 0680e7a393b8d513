import { cn } from '@/lib/cn';
import type { MessageKey } from '../i18n/en';
import { useT } from '../i18n/screen-language';
import { translateEnglish, type Translate } from '../i18n/translator';
import type { UploadState, UploadStatus } from './upload-queue';

const LABELS: Record<UploadState, MessageKey> = {
  saved: 'uploads.saved',
  uploading: 'uploads.uploading',
  uploaded: 'uploads.uploaded',
  refused: 'uploads.refused',
};

const STYLES: Record<UploadState, string> = {
  saved: 'bg-warning-soft text-warning',
  uploading: 'bg-muted text-foreground',
  uploaded: 'bg-success-soft text-success',
  refused: 'bg-destructive-soft text-destructive',
};

/** The words for an answer's upload state. */
export function uploadLabel(state: UploadState, t: Translate = translateEnglish): string {
  return t(LABELS[state]);
}

/**
 * Each answer's way to the server: saved on this device, uploading, uploaded. Answers the server
 * confirmed in an earlier visit show as uploaded.
 */
export function UploadStatusList({
  statuses,
  serverAnswered,
}: {
  statuses: readonly UploadStatus[];
  serverAnswered: readonly number[];
}) {
  const t = useT();
  const byIndex = new Map<number, UploadState>(serverAnswered.map((index) => [index, 'uploaded']));
  statuses.forEach((status) => byIndex.set(status.questionIndex, status.state));
  if (byIndex.size === 0) return null;
  const rows = [...byIndex.entries()].sort(([a], [b]) => a - b);
  return (
    <section aria-label={t('uploads.title')} className="flex flex-col gap-1">
      <h2 className="text-sm font-medium">{t('uploads.title')}</h2>
      <ul className="flex flex-wrap gap-2">
        {rows.map(([index, state]) => (
          <li key={index} className={cn('rounded-full px-3 py-1 text-xs font-medium', STYLES[state])}>
            {t('uploads.row', { number: index + 1, state: uploadLabel(state, t) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
