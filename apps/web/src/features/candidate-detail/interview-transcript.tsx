import type { ReactNode } from 'react';
import type { ReviewEvaluation, ReviewResponse } from '@sauti/core/contract/review-views';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatSeconds, NO_TRANSCRIPT } from '@/lib/review/display';
import { answerScoreOf, answerScoreText } from '@/lib/review/scoring';
import { AudioToggle } from './audio-toggle';
import { MachineTranscript } from './machine-transcript';

/**
 * Full Interview Transcript: every question and answer with its duration, score and recording, and
 * under each answer what `rating` renders (the team's rating of it).
 */
export function InterviewTranscript({
  responses,
  evaluation,
  rating,
}: {
  responses: ReviewResponse[];
  evaluation: ReviewEvaluation | null;
  rating?: (response: ReviewResponse) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Full Interview Transcript</CardTitle>
      </CardHeader>
      <CardContent>
        {responses.length === 0 ? (
          <p className="text-muted-foreground">{NO_TRANSCRIPT}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {responses.map((response) => (
              <li
                key={response.id}
                aria-label={`Answer ${response.questionIndex + 1}`}
                className="flex flex-col gap-2 border-b border-border pb-4 last:border-b-0"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-medium">
                    Q{response.questionIndex + 1}. {response.questionText}
                  </h3>
                  <span className="text-sm text-muted-foreground">{formatSeconds(response.duration)}</span>
                </div>
                <MachineTranscript response={response} audioKey={`transcript:${response.id}`} />
                <AnswerScore evaluation={evaluation} questionIndex={response.questionIndex} />
                {!response.isSamePerson && (
                  <p className="text-sm text-destructive">
                    Voice mismatch: this answer may be from another person.
                  </p>
                )}
                <AudioToggle
                  audioKey={`transcript:${response.id}`}
                  url={response.audioUrl}
                  playLabel="Listen"
                />
                {rating?.(response)}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** The answer's score against its question and the evaluator's words on it. */
function AnswerScore({
  evaluation,
  questionIndex,
}: {
  evaluation: ReviewEvaluation | null;
  questionIndex: number;
}) {
  const score = answerScoreOf(evaluation, questionIndex);
  const text = answerScoreText(score);
  if (!score || !text) return null;
  return (
    <div className="rounded-lg bg-muted p-2 text-sm" data-testid="answer-score">
      <p className="font-medium">{text}</p>
      {score.concern?.quote && (
        <blockquote className="border-l-2 border-warning pl-2 italic" data-testid="concern-quote">
          “{score.concern.quote}”
        </blockquote>
      )}
      {score.feedback && <p className="text-muted-foreground">{score.feedback}</p>}
      {score.anchors > 0 && (
        <p className="text-muted-foreground">Scored against {score.anchors} answers your team rated.</p>
      )}
    </div>
  );
}
