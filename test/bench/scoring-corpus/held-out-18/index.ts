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
import cashewQc from './cashew-qc-mtwara.js';
import livestockVaccination from './livestock-vaccination-jos.js';
import librarySupervisor from './library-supervisor-kimberley.js';
import claimsAssessor from './claims-assessor-sunyani.js';

export const JOBS: BlindJob[] = [cashewQc, livestockVaccination, librarySupervisor, claimsAssessor];
