import type { EvidenceView, ReviewResponse } from '@sauti/core/contract/review-views';
import { AudioToggle } from './audio-toggle';

/** The recording of the answer a quote came from, null when unknown or not recorded. */
export function evidenceAudioUrl(evidence: EvidenceView, responses: ReviewResponse[]): string | null {
  if (evidence.questionIndex === null) return null;
  return responses.find((r) => r.questionIndex === evidence.questionIndex)?.audioUrl ?? null;
}

/**
 * Supporting evidence of one criterion: quotes with the evaluator's reasoning, named by who made it
 * ('AI reasoning' or 'Built-in scoring', resultWords), and the answer's audio.
 */
export function EvidenceList({
  pillarId,
  evidence,
  responses,
  reasoningLabel,
}: {
  pillarId: string;
  evidence: EvidenceView[];
  responses: ReviewResponse[];
  reasoningLabel: string;
}) {
  if (evidence.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-medium text-foreground">Supporting evidence</h4>
      <ul className="flex flex-col gap-2">
        {evidence.map((item, index) => (
          <li key={index} className="flex flex-col gap-1 rounded-lg border border-border p-3">
            <blockquote className="text-foreground italic">&ldquo;{item.quote}&rdquo;</blockquote>
            {item.english ? (
              <p className="text-sm">
                <span className="font-medium">In English:</span> &ldquo;{item.english}&rdquo;
              </p>
            ) : null}
            <p className="text-sm">
              <span className="font-medium">{reasoningLabel}:</span> {item.reasoning}
            </p>
            {item.questionIndex !== null && (
              <div className="flex items-center gap-2 text-xs">
                <span>From question {item.questionIndex + 1}</span>
                <AudioToggle
                  audioKey={`evidence:${pillarId}:${index}`}
                  url={evidenceAudioUrl(item, responses)}
                  playLabel="Play answer"
                  pauseLabel="Pause answer"
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
