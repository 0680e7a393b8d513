import type { BlindJob } from './types.js';
import { labTechnologistKampala } from './lab-technologist-kampala.js';
import { eventsCoordinatorKigali } from './events-coordinator-kigali.js';
import { signallingMaintainerGaborone } from './signalling-maintainer-gaborone.js';
import { ecdTeacherHarare } from './ecd-teacher-harare.js';

export const JOBS: BlindJob[] = [
  labTechnologistKampala,
  eventsCoordinatorKigali,
  signallingMaintainerGaborone,
  ecdTeacherHarare,
];

export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  Criterion,
  Register,
  AnswerKind,
  Concern,
} from './types.js';
