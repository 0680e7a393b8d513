import type { AnswerRatingsView, RatingChangeView } from '@sauti/core/contract/calibration';
import { ratingName } from '@sauti/core/rules/rating-scale';
import { formatDate } from '@/lib/review/display';

/** Each member's rating with who and when, and the team's rating when several rated. */
export function TeamRatings({ view }: { view: AnswerRatingsView }) {
  if (view.ratings.length === 0)
    return <p className="text-muted-foreground">No one on your team has rated it yet.</p>;
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col gap-1">
        {view.ratings.map((r) => (
          <li key={`${r.raterName}-${r.ratedAt}`}>
            Rated {r.rating} ({ratingName(r.rating)}) by {r.mine ? 'you' : r.raterName},{' '}
            {formatDate(r.ratedAt)}
          </li>
        ))}
      </ul>
      {view.ratings.length > 1 && view.teamRating !== null && (
        <p className="font-medium">
          Team rating {view.teamRating} ({ratingName(view.teamRating)}): the middle of {view.ratings.length}{' '}
          ratings, the lower one on a tie.
        </p>
      )}
    </div>
  );
}

function changeText(change: RatingChangeView): string {
  const who = change.byAdministrator ? `the administrator acting as ${change.raterName}` : change.raterName;
  if (change.rating === null) return `${who} removed their rating of ${change.previousRating}`;
  if (change.previousRating === null) return `${who} rated it ${change.rating}`;
  return `${who} changed their rating from ${change.previousRating} to ${change.rating}`;
}

/** The trail of every rating set, changed or removed, oldest first. */
export function RatingHistory({ changes }: { changes: RatingChangeView[] }) {
  return (
    <details>
      <summary className="cursor-pointer py-3 text-primary">Rating history ({changes.length})</summary>
      <ol className="mt-2 flex flex-col gap-1 text-muted-foreground">
        {changes.map((change, i) => (
          <li key={i}>
            {formatDate(change.at)}: {changeText(change)}
          </li>
        ))}
      </ol>
    </details>
  );
}
