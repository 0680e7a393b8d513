import type { BlindJob } from './types.js';
import { fleetDispatcherMombasa } from './fleet-dispatcher-mombasa.js';
import { pharmacyTechnicianAccra } from './pharmacy-technician-accra.js';
import { siteForemanPortHarcourt } from './site-foreman-port-harcourt.js';
import { schoolBursarOshakati } from './school-bursar-oshakati.js';

export const JOBS: BlindJob[] = [
  fleetDispatcherMombasa,
  pharmacyTechnicianAccra,
  siteForemanPortHarcourt,
  schoolBursarOshakati,
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
