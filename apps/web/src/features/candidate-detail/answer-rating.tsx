import { useState } from 'react';
import type { PillarId } from '@sauti/core/domain/criteria';
import { ANSWER_RATINGS, type AnswerRating } from '@sauti/core/domain/answer-rating';
import type { AnswerRatingsView } from '@sauti/core/contract/calibration';
import { ratingName, ratingScale } from '@sauti/core/rules/rating-scale';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { RatingHistory, TeamRatings } from './team-ratings';
import { useRateAnswer } from './use-rate-answer';

/** Where an answer's rating lives and what the team said so far. */
export interface AnswerRatingProps {
  jobId: string;
  sessionId: string;
  questionIndex: number;
  /** The criterion the question assesses: the scale's levels are anchored on it. */
  pillarId: PillarId | null;
  view: AnswerRatingsView | undefined;
}

/**
 * Rate this answer (docs/behaviour/review.md §15): the five levels of the question's behaviourally
 * anchored scale, the caller's choice sent at once (changes go out one after another; a failure
 * puts back the stored one), what the chosen level
 * means, the team's ratings with who and when, and the trail of changes.
 */
export function AnswerRatingPanel({ jobId, sessionId, questionIndex, pillarId, view }: AnswerRatingProps) {
  const mutation = useRateAnswer(jobId, sessionId, questionIndex);
  const stored = view?.ratings.find((r) => r.mine)?.rating ?? null;
  const [chosen, setChosen] = useState<AnswerRating | null>(stored);
  // A new stored rating (saved here, or read again) becomes the shown one once no change is on its
  // way, without remounting the group: a keyboard user moving through the levels keeps their focus.
  const [seen, setSeen] = useState(stored);
  if (stored !== seen && !mutation.isPending) {
    setSeen(stored);
    setChosen(stored);
  }
  const scale = ratingScale(pillarId);
  const described = scale.find((level) => level.rating === chosen);
  const name = `rating-${questionIndex}`;

  function choose(next: AnswerRating | null) {
    setChosen(next);
    mutation.mutate(next, { onError: () => setChosen(stored) });
  }

  return (
    <section
      aria-label={`Your team's rating of answer ${questionIndex + 1}`}
      className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">Your rating of this answer</legend>
        <div className="flex flex-wrap gap-2">
          {ANSWER_RATINGS.map((rating) => (
            <label
              key={rating}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-1 rounded-lg border border-border px-3',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                chosen === rating ? 'border-primary bg-primary text-primary-foreground' : 'bg-surface',
              )}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={chosen === rating}
                onChange={() => choose(rating)}
                className="sr-only"
              />
              <span className="font-semibold">{rating}</span> <span>{ratingName(rating)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-muted-foreground">
        {described
          ? described.description
          : 'Choose the level that fits: 5 is the best answer you expect, 1 is not an answer.'}
      </p>
      {chosen !== null && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => choose(null)}>
          Remove my rating
        </Button>
      )}
      {view && <TeamRatings view={view} />}
      <details>
        <summary className="cursor-pointer py-3 text-primary">What each level means</summary>
        <dl className="mt-2 flex flex-col gap-1">
          {scale.map((level) => (
            <div key={level.rating}>
              <dt className="font-medium">
                {level.rating} {level.name}
              </dt>
              <dd className="text-muted-foreground">{level.description}</dd>
            </div>
          ))}
        </dl>
      </details>
      {view && view.changes.length > 0 && <RatingHistory changes={view.changes} />}
    </section>
  );
}
