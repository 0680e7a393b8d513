import type { BlindJob } from './types.js';
import { mathsTeacherArusha } from './maths-teacher-arusha.js';
import { siteForemanJohannesburg } from './site-foreman-johannesburg.js';
import { fleetDispatcherMombasa } from './fleet-dispatcher-mombasa.js';
import { pharmacyAssistantKumasi } from './pharmacy-assistant-kumasi.js';

export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  AnswerKind,
  Register,
  Criterion,
  Concern,
} from './types.js';

export const JOBS: BlindJob[] = [
  mathsTeacherArusha,
  siteForemanJohannesburg,
  fleetDispatcherMombasa,
  pharmacyAssistantKumasi,
];
