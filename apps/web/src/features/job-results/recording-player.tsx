import type { ReviewResponse } from '@sauti/core/contract/review-views';
import { Button } from '@/components/ui/button';
import { NO_AUDIO } from '@/lib/review/display';
import { useSequentialAudio } from './use-sequential-audio';

/** The answers' audio URLs in question order. */
export function recordingUrls(responses: readonly ReviewResponse[]): string[] {
  return [...responses]
    .sort((a, b) => a.questionIndex - b.questionIndex)
    .flatMap((response) => (response.audioUrl ? [response.audioUrl] : []));
}

/**
 * Play Recording: the candidate's answers, one after another; disabled and labelled 'No audio
 * recording available' when there is none (docs/behaviour/review.md §8).
 */
export function RecordingPlayer({ responses }: { responses: readonly ReviewResponse[] }) {
  const urls = recordingUrls(responses);
  const player = useSequentialAudio(urls);
  if (urls.length === 0) {
    return (
      <Button size="sm" variant="outline" disabled>
        {NO_AUDIO}
      </Button>
    );
  }
  return (
    <>
      {player.current === null ? (
        <Button size="sm" variant="outline" onClick={player.start}>
          Play Recording
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={player.stop}>
          Stop ({player.current + 1}/{urls.length})
        </Button>
      )}
      <audio ref={player.audioRef} onEnded={player.onEnded} preload="none" hidden />
    </>
  );
}
