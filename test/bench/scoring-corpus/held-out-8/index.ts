import type { BlindJob } from './types.js';
import { claimsAssessorLusaka } from './claims-assessor-lusaka.js';
import { bakerySupervisorBlantyre } from './bakery-supervisor-blantyre.js';
import { towerEngineerKano } from './tower-engineer-kano.js';
import { sewingSupervisorMaseru } from './sewing-supervisor-maseru.js';

export const JOBS: BlindJob[] = [
  claimsAssessorLusaka,
  bakerySupervisorBlantyre,
  towerEngineerKano,
  sewingSupervisorMaseru,
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
