import type { BlindJob } from './types.js';
import { quarryShiftSupervisor } from './quarry-blasting-supervisor.js';
import { hallWarden } from './hall-warden-zomba.js';
import { branchLibrarian } from './branch-librarian-nyeri.js';
import { fleetCoordinator } from './fleet-coordinator-swakopmund.js';

export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  Criterion,
  Register,
  AnswerKind,
  Concern,
} from './types.js';

export const JOBS: BlindJob[] = [quarryShiftSupervisor, hallWarden, branchLibrarian, fleetCoordinator];
