import type { BlindJob } from './types.js';
import { cabinPurserNairobi } from './cabin-purser-nairobi.js';
import { libraryAssistantIbadan } from './library-assistant-ibadan.js';
import { irrigationOfficerMorogoro } from './irrigation-officer-morogoro.js';
import { wasteRouteSupervisorCapeTown } from './waste-route-supervisor-cape-town.js';

export const JOBS: BlindJob[] = [
  cabinPurserNairobi,
  libraryAssistantIbadan,
  irrigationOfficerMorogoro,
  wasteRouteSupervisorCapeTown,
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
