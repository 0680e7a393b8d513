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
import a from './blood-bank-tabora.js';
import b from './loading-bay-buipe.js';
import c from './water-kiosk-machakos.js';
import d from './meat-inspection-mthatha.js';

export const JOBS: BlindJob[] = [a, b, c, d];
