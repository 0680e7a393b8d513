import { cn } from '@/lib/cn';
import type { UploadState, UploadStatus } from './upload-queue';

const LABELS: Record<UploadState, string> = {
  saved: 'Saved on this device',
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  refused: 'Not accepted',
};

const STYLES: Record<UploadState, string> = {
  saved: 'bg-warning-soft text-warning',
  uploading: 'bg-muted text-foreground',
  uploaded: 'bg-success-soft text-success',
  refused: 'bg-destructive-soft text-destructive',
};

/** The words for an answer's upload state. */
export function uploadLabel(state: UploadState): string {
  return LABELS[state];
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
  const byIndex = new Map<number, UploadState>(serverAnswered.map((index) => [index, 'uploaded']));
  statuses.forEach((status) => byIndex.set(status.questionIndex, status.state));
  if (byIndex.size === 0) return null;
  const rows = [...byIndex.entries()].sort(([a], [b]) => a - b);
  return (
    <section aria-label="Your answers" className="flex flex-col gap-1">
      <h2 className="text-sm font-medium">Your answers</h2>
      <ul className="flex flex-wrap gap-2">
        {rows.map(([index, state]) => (
          <li key={index} className={cn('rounded-full px-3 py-1 text-xs font-medium', STYLES[state])}>
            Answer {index + 1}: {uploadLabel(state)}
          </li>
        ))}
      </ul>
    </section>
  );
}
