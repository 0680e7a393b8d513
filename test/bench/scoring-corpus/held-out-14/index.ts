import type { BlindJob } from './types.js';
import { clerkOfCourtFrancistown } from './clerk-of-court-francistown.js';
import { hatcherySupervisorGweru } from './hatchery-supervisor-gweru.js';
import { coffeeGraderMoshi } from './coffee-grader-moshi.js';
import { busTerminalSupervisorTakoradi } from './bus-terminal-supervisor-takoradi.js';

export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  Criterion,
  Register,
  AnswerKind,
  Concern,
} from './types.js';

export const JOBS: BlindJob[] = [
  clerkOfCourtFrancistown,
  hatcherySupervisorGweru,
  coffeeGraderMoshi,
  busTerminalSupervisorTakoradi,
];

export default JOBS;
