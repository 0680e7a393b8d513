export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  Criterion,
  Register,
  AnswerKind,
  Concern,
} from './types.js';
import type { BlindJob } from './types.js';
import a from './biomed-kakamega.js';
import b from './receipt-makurdi.js';
import c from './dispatch-pmb.js';
import d from './conservancy-katima.js';
export const JOBS: BlindJob[] = [a, b, c, d];
