/** An answer needs at least this many words to be scored as content. */
export const MIN_ASSESSABLE_WORDS = 5;
/** Below this speech-to-text confidence (0-1) a transcript is not trusted as the candidate's words. */
export const MIN_TRANSCRIPT_CONFIDENCE = 0.35;

/** Why an answer could not be assessed (shown to HR word for word). */
export type NotAssessableReason =
  'transcript missing' | 'no speech detected' | 'low transcription confidence' | 'too short to assess';

/** The gate's verdict on one answer. */
export type TranscriptQuality = { assessable: true } | { assessable: false; reason: NotAssessableReason };

/** What the gate looks at: the transcript (null when none exists) and the provider's confidence. */
export interface TranscriptToJudge {
  transcript: string | null;
  /** 0-1, or null when the provider gives none (then only the text is judged). */
  confidence: number | null;
}

/** The words of a text: runs of letters, digits and apostrophes. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
}

/**
 * The transcript-quality gate: a missing transcript, one with no words, one of low confidence or
 * one under five words is not assessable, so it is never scored as if it were content. Checked in
 * that order, so the reason names the most basic problem.
 */
export function judgeTranscript(answer: TranscriptToJudge): TranscriptQuality {
  if (answer.transcript === null) return { assessable: false, reason: 'transcript missing' };
  const words = wordsOf(answer.transcript).length;
  if (words === 0) return { assessable: false, reason: 'no speech detected' };
  if (answer.confidence !== null && answer.confidence < MIN_TRANSCRIPT_CONFIDENCE) {
    return { assessable: false, reason: 'low transcription confidence' };
  }
  if (words < MIN_ASSESSABLE_WORDS) return { assessable: false, reason: 'too short to assess' };
  return { assessable: true };
}
