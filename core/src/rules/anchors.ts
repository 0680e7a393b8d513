import type { AnswerRating, RatedAnswerRecord } from '../domain/answer-rating.js';
import { MAX_ANCHORS_PER_QUESTION, MIN_ANCHORS_PER_QUESTION, teamRating } from './calibration.js';
import { fingerprintText } from './fingerprint.js';
import { judgeTranscript } from './transcript-quality.js';

/** An anchor as the evaluator receives it (the shape of the evaluator port's `RatedAnswer`). */
export interface Anchor {
  transcript: string;
  rating: AnswerRating;
}

/** A question of the job as it is asked now. */
export interface AskedQuestion {
  index: number;
  text: string;
}

interface Candidate {
  anchor: Anchor;
  responseId: string;
  /** The latest time a member rated it: the team's freshest judgement comes first. */
  ratedAt: number;
}

const byAnswerId = (a: Candidate, b: Candidate) =>
  a.responseId < b.responseId ? -1 : a.responseId > b.responseId ? 1 : 0;
/** Newest judgement first, then by answer id, so the choice never depends on the order read. */
const freshestFirst = (a: Candidate, b: Candidate) => b.ratedAt - a.ratedAt || byAnswerId(a, b);

/** The rated answers that may anchor `question`: same question, usable transcript, not of `excluded`. */
function candidatesOf(
  rated: readonly RatedAnswerRecord[],
  question: AskedQuestion,
  excludedSessionId: string | null,
): Candidate[] {
  return rated.flatMap((answer) => {
    // The same question means the same place and the same words: after an edit, answers to the
    // old wording are not examples of the new one.
    if (answer.questionIndex !== question.index || answer.questionText !== question.text) return [];
    if (answer.sessionId === excludedSessionId || answer.transcript === null) return [];
    const usable = judgeTranscript({
      transcript: answer.transcript,
      confidence: answer.transcriptConfidence,
      durationSeconds: answer.durationSeconds,
    }).assessable;
    const rating = teamRating(answer.ratings.map((r) => r.rating));
    if (!usable || rating === null) return [];
    const ratedAt = Math.max(...answer.ratings.map((r) => r.ratedAt.getTime()));
    return [{ anchor: { transcript: answer.transcript, rating }, responseId: answer.responseId, ratedAt }];
  });
}

/**
 * The anchors of one question for scoring an answer of `excludedSessionId` (null: no answer is
 * being scored): the team's rated answers to the same question with a usable transcript, never
 * the answer being scored, and none at all below MIN_ANCHORS_PER_QUESTION. Above
 * MAX_ANCHORS_PER_QUESTION, each rating level the team used gives its freshest answers in turn, so
 * every level stays represented. Best rating first; the same team ratings give the same anchors.
 */
export function anchorsOf(
  rated: readonly RatedAnswerRecord[],
  question: AskedQuestion,
  excludedSessionId: string | null,
): Anchor[] {
  const candidates = candidatesOf(rated, question, excludedSessionId);
  if (candidates.length < MIN_ANCHORS_PER_QUESTION) return [];
  const byLevel = new Map<AnswerRating, Candidate[]>();
  for (const candidate of [...candidates].sort(freshestFirst)) {
    const level = byLevel.get(candidate.anchor.rating) ?? [];
    level.push(candidate);
    byLevel.set(candidate.anchor.rating, level);
  }
  const levels = [...byLevel.keys()].sort((a, b) => b - a);
  const chosen: Candidate[] = [];
  for (let round = 0; chosen.length < Math.min(MAX_ANCHORS_PER_QUESTION, candidates.length); round += 1) {
    for (const level of levels) {
      const next = byLevel.get(level)![round];
      if (next && chosen.length < MAX_ANCHORS_PER_QUESTION) chosen.push(next);
    }
  }
  return chosen.sort((a, b) => b.anchor.rating - a.anchor.rating || freshestFirst(a, b)).map((c) => c.anchor);
}

/**
 * A stamp of the anchors an answer was scored against ('' for none): stored with each evaluation,
 * so the team's agreement figure can tell a score made with the current ratings from an older one.
 */
export function anchorStamp(anchors: readonly Anchor[]): string {
  return anchors.length === 0 ? '' : fingerprintText(JSON.stringify(anchors));
}
