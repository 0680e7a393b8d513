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
import irrigation from './irrigation-technician-ifakara.js';
import pharmacovigilance from './pharmacovigilance-officer-ilorin.js';
import brtSupervisor from './brt-shift-supervisor-rustenburg.js';
import creditController from './credit-controller-ongwediva.js';

export const JOBS: BlindJob[] = [irrigation, pharmacovigilance, brtSupervisor, creditController];
