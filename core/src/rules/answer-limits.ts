/**
 * How long a candidate may speak, on the web page and on a phone call alike
 * (docs/behaviour/interview.md §9): an answer stops recording at 90 seconds, the warm-up at 30.
 */
export const ANSWER_LIMIT_SECONDS = 90;

/** The warm-up (the voice reference of docs/behaviour/interview.md §13) stops at 30 seconds. */
export const WARMUP_LIMIT_SECONDS = 30;
