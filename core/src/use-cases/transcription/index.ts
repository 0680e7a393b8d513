/** Queue jobs of the interview: transcription of answers, the start-up sweep, the evaluation mark. */
export * from './sweep-pending-transcripts.js';
export * from './transcribe-answer.js';
