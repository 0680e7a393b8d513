import type { AnswerRating } from '../domain/answer-rating.js';
import type { PillarId } from '../domain/criteria.js';

/** One level of the rating scale as HR reads it beside the answer. */
export interface RatingLevel {
  rating: AnswerRating;
  /** e.g. 'Excellent'. */
  name: string;
  /** What an answer at this level does, for the question's criterion. */
  description: string;
}

/**
 * What a real answer shows for each criterion, in a recruiter's words: the behaviour the scale's
 * levels are anchored on. A question tied to no criterion is judged on what it asks.
 */
const BEHAVIOUR: Record<PillarId, string> = {
  communication: 'they explain things clearly and make sure the other person understood',
  problem_solving: 'they worked out what was wrong, weighed the options and chose a fix',
  motivation: 'their drive and real interest in this kind of work',
  adaptability: 'how they coped when things changed or the pressure rose',
  collaboration: 'how they worked with others and handled disagreement',
  professionalism: 'their honesty, their accountability and the standards they keep',
  leadership: 'how they set direction and brought people along',
  technical_domain: 'the know-how the role depends on, put to use',
};
const GENERAL_BEHAVIOUR = 'what the question asks about';

/**
 * The behaviourally anchored 1-5 scale HR rates an answer on (docs/behaviour/review.md §15), best
 * first, for a question assessing `pillarId` (null: a general question). The levels follow the
 * grades of docs/scoring-rubric.md (rating = grade + 1), so a team's ratings and the scores speak of
 * the same thing. Grammar, accent and polish never move an answer between levels.
 */
export function ratingScale(pillarId: PillarId | null): RatingLevel[] {
  const shows = pillarId ? BEHAVIOUR[pillarId] : GENERAL_BEHAVIOUR;
  return [
    {
      rating: 5,
      name: 'Excellent',
      description: `A real, specific example told step by step: what they did, how it ended and what they learned. It clearly shows ${shows}.`,
    },
    {
      rating: 4,
      name: 'Good',
      description: `A specific example with their own actions that shows ${shows}, but one part is thin: the outcome, the detail or what they learned.`,
    },
    {
      rating: 3,
      name: 'Adequate',
      description: `On the question and honest, but general: habits and good intentions about ${shows}, with little of what they actually did.`,
    },
    {
      rating: 2,
      name: 'Poor',
      description:
        'Barely answers: one relevant point among unrelated talk, or a good answer to a different question.',
    },
    {
      rating: 1,
      name: 'Not an answer',
      description:
        'Nothing to judge: no answer, "I don\'t know", an unrelated story, a list of words, or conduct the job would not accept.',
    },
  ];
}

/** The name of a rating, e.g. 4 → 'Good'. */
export function ratingName(rating: AnswerRating): string {
  return ratingScale(null).find((level) => level.rating === rating)!.name;
}
