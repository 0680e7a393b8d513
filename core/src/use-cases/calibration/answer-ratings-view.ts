import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { User } from '../../domain/user.js';
import type { AnswerRatingRepository } from '../../ports/answer-rating-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { teamRating } from '../../rules/calibration.js';
import type { Actor } from '../accounts/tenancy.js';
import type { AnswerRatingsView } from '../../contract/calibration.js';

/** What the team's ratings of some answers are read with. */
export interface RatingReadDeps {
  ratings: Pick<AnswerRatingRepository, 'listByResponses' | 'listChangesByResponses'>;
  users: Pick<UserRepository, 'findById'>;
}

/** A member as the team reads their name: first and last name, else the address. */
export function memberName(user: Pick<User, 'firstName' | 'lastName' | 'email'> | null): string {
  if (!user) return 'A former member';
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/**
 * The team's ratings of `responses` (one view per answer, in the order given), with the names of
 * the members who rated and the trail of changes: three reads plus one per member who rated.
 */
export async function presentAnswerRatings(
  deps: RatingReadDeps,
  actor: Actor,
  responses: readonly Pick<CandidateResponse, 'id' | 'questionIndex'>[],
): Promise<AnswerRatingsView[]> {
  const ids = responses.map((r) => r.id);
  const [ratings, changes] = await Promise.all([
    deps.ratings.listByResponses(ids),
    deps.ratings.listChangesByResponses(ids),
  ]);
  const names = new Map<string, string>();
  for (const raterId of new Set([...ratings, ...changes].map((r) => r.raterId))) {
    names.set(raterId, memberName(await deps.users.findById(raterId)));
  }
  const nameOf = (raterId: string) => names.get(raterId) ?? memberName(null);
  return responses.map((response) => {
    const mine = ratings.filter((r) => r.responseId === response.id);
    return {
      questionIndex: response.questionIndex,
      ratings: mine.map((r) => ({
        raterName: nameOf(r.raterId),
        rating: r.rating,
        ratedAt: r.ratedAt.toISOString(),
        mine: r.raterId === actor.userId,
      })),
      teamRating: teamRating(mine.map((r) => r.rating)),
      changes: changes
        .filter((c) => c.responseId === response.id)
        .map((c) => ({
          raterName: nameOf(c.raterId),
          byAdministrator: c.impersonatorId !== null,
          rating: c.rating,
          previousRating: c.previousRating,
          at: c.at.toISOString(),
        })),
    };
  });
}
