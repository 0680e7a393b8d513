/**
 * The header a candidate's requests carry their interview credential in (docs/behaviour/interview.md).
 * No zod here: the candidate's page imports this value, and its bundle must stay small.
 */
export const CANDIDATE_TOKEN_HEADER = 'X-Candidate-Token';
