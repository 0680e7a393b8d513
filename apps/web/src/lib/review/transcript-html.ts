import type { ReviewResponse } from '@sauti/core/contract/review-views';
import { escapeHtml } from '@/lib/print-window';
import { machineTranscriptLabel, NO_TRANSCRIPT, UNSURE_WORDS_PRINT_LEGEND } from './display';

/**
 * An answer's transcript in a printable report: labelled as a machine transcript with its
 * recogniser, unsure words grey as on screen (docs/behaviour/review.md §2.4). Every text escaped.
 */
export function machineTranscriptHtml(
  response: Pick<ReviewResponse, 'readableText' | 'words' | 'transcriber'>,
): string {
  if (!response.readableText) return `<p>${escapeHtml(NO_TRANSCRIPT)}</p>`;
  const label = `<p class="muted">${escapeHtml(machineTranscriptLabel(response.transcriber))}</p>`;
  const words = response.words;
  if (!words?.length) return `${label}<p>${escapeHtml(response.readableText)}</p>`;
  const text = words
    .map((word) =>
      word.unsure ? `<span class="unsure">${escapeHtml(word.text)}</span>` : escapeHtml(word.text),
    )
    .join(' ');
  const legend = words.some((word) => word.unsure)
    ? `<p class="muted">${escapeHtml(UNSURE_WORDS_PRINT_LEGEND)}</p>`
    : '';
  return `${label}<p>${text}</p>${legend}`;
}
