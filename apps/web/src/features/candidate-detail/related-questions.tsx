import type { RelatedQuestionView } from '@sauti/core/contract/review-views';
import { NO_TRANSCRIPT } from '@/lib/review/display';
import { AudioToggle } from './audio-toggle';

/** The questions behind one criterion, each with its answer, feedback and recording. */
export function RelatedQuestions({
  pillarId,
  questions,
}: {
  pillarId: string;
  questions: RelatedQuestionView[];
}) {
  if (questions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-medium text-foreground">Related questions</h4>
      <ol className="flex flex-col gap-2">
        {questions.map((question) => (
          <li
            key={question.questionIndex}
            aria-label={`Question ${question.questionIndex + 1}`}
            className="flex flex-col gap-1 rounded-lg border border-border p-3"
          >
            <p className="font-medium text-foreground">
              Q{question.questionIndex + 1}. {question.questionText}
            </p>
            <p className="text-sm">{question.answerText ?? NO_TRANSCRIPT}</p>
            {question.feedback && (
              <p className="text-sm">
                <span className="font-medium">Feedback:</span> {question.feedback}
              </p>
            )}
            <AudioToggle
              audioKey={`related:${pillarId}:${question.questionIndex}`}
              url={question.audioUrl}
              playLabel="Play"
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
