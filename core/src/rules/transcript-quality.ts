/** An answer needs at least this many words to be scored as content. */
export const MIN_ASSESSABLE_WORDS = 5;
/**
 * Below this speech-to-text confidence (0-1) a transcript is not trusted as the candidate's words.
 * Measured with pocketsphinx on flite speech with growing noise: transcripts with 12-29 % of words
 * wrong had a mean word posterior of 0.63-0.82; with 37-53 % wrong, 0.30-0.41 (0.35 let those
 * through); with more, under 0.31. For Whisper, exp(avg_logprob) of 0.5 is a log-probability of
 * -0.7, already a poor segment (Whisper itself gives up under -1).
 */
export const MIN_TRANSCRIPT_CONFIDENCE = 0.5;

/**
 * Below this many words a minute over an answer of at least MIN_PACE_SECONDS, most of the speech
 * was not recognised, so the transcript is a fragment of the answer and not assessable. People
 * speak 100-170 words a minute; hesitant speakers with long pauses, and a recording stopped late,
 * rarely bring that under 40; 20 leaves room for both.
 */
export const MIN_WORDS_PER_MINUTE = 20;
/** The pace check needs an answer at least this long (short ones are judged by their words). */
export const MIN_PACE_SECONDS = 30;

/** Why an answer could not be assessed (shown to HR word for word). */
export type NotAssessableReason =
  | 'transcript missing'
  | 'no speech detected'
  | 'low transcription confidence'
  | 'most of the speech was not recognised'
  | 'too short to assess'
  | 'no answer recorded'
  /** No scorer here reads the interview's language: the team rates it (docs/behaviour/interview.md §22). */
  | 'to be scored by your team';

/** The gate's verdict on one answer. */
export type TranscriptQuality = { assessable: true } | { assessable: false; reason: NotAssessableReason };

/** What the gate looks at: the transcript (null when none exists) and the provider's confidence. */
export interface TranscriptToJudge {
  transcript: string | null;
  /** 0-1, or null when the provider gives none (then only the text is judged). */
  confidence: number | null;
  /** The answer's length in seconds, when known (then the pace is judged too). */
  durationSeconds?: number | null;
}

/** The words of a text: runs of letters, digits and apostrophes. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
}

/**
 * The transcript-quality gate: a missing transcript, one with no words, one of low confidence, one
 * under five words or one far too sparse for the answer's length is not assessable, so it is
 * never scored as if it were content. Checked in that order, so the reason names the most basic
 * problem.
 */
export function judgeTranscript(answer: TranscriptToJudge): TranscriptQuality {
  if (answer.transcript === null) return { assessable: false, reason: 'transcript missing' };
  const words = wordsOf(answer.transcript).length;
  if (words === 0) return { assessable: false, reason: 'no speech detected' };
  if (answer.confidence !== null && answer.confidence < MIN_TRANSCRIPT_CONFIDENCE) {
    return { assessable: false, reason: 'low transcription confidence' };
  }

  if (words < MIN_ASSESSABLE_WORDS) return { assessable: false, reason: 'too short to assess' };
  const seconds = answer.durationSeconds ?? null;
  if (seconds !== null && seconds >= MIN_PACE_SECONDS && words / (seconds / 60) < MIN_WORDS_PER_MINUTE) {
    return { assessable: false, reason: 'most of the speech was not recognised' };
  }
  return { assessable: true };
}
