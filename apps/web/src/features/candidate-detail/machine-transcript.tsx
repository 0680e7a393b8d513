import type { ReviewResponse } from '@sauti/core/contract/review-views';
import {
  formatClock,
  machineTranscriptLabel,
  NO_TRANSCRIPT,
  UNSURE_WORDS_LEGEND,
} from '@/lib/review/display';
import { useSharedAudio } from './use-single-audio';

/**
 * An answer's transcript as HR reads it (docs/behaviour/review.md §2.4): labelled as a machine
 * transcript with its recogniser; when the recogniser gave word timings, every word is a button
 * that plays the answer from that word, and words it was unsure of are grey (underlined with dots,
 * so the mark does not rest on colour alone), with a legend saying both.
 */
export function MachineTranscript({ response, audioKey }: { response: ReviewResponse; audioKey: string }) {
  const audio = useSharedAudio();
  if (!response.readableText) return <p className="text-sm text-muted-foreground">{NO_TRANSCRIPT}</p>;
  const words = response.words;
  const url = response.audioUrl;
  return (
    <div className="flex flex-col gap-1" data-testid="machine-transcript">
      <p className="text-xs font-medium text-muted-foreground">
        {machineTranscriptLabel(response.transcriber)}
      </p>
      {words && words.length > 0 && url ? (
        <>
          <p className="text-sm leading-6">
            {words.map((word, i) => (
              <span key={i}>
                <button
                  type="button"
                  className={
                    word.unsure
                      ? 'rounded text-muted-foreground underline decoration-dotted underline-offset-4 hover:bg-muted focus-visible:outline focus-visible:outline-2'
                      : 'rounded hover:bg-muted focus-visible:outline focus-visible:outline-2'
                  }
                  data-unsure={word.unsure ? 'true' : undefined}
                  data-start={word.startSeconds}
                  aria-label={`${word.text}${word.unsure ? ' (unsure)' : ''}, play from ${formatClock(word.startSeconds)}`}
                  onClick={() => audio.playFrom(audioKey, url, word.startSeconds)}
                >
                  {word.text}
                </button>{' '}
              </span>
            ))}
          </p>
          <p className="text-xs text-muted-foreground">{UNSURE_WORDS_LEGEND}</p>
        </>
      ) : (
        <p className="text-sm">{response.readableText}</p>
      )}
    </div>
  );
}
