import type { BlindJob } from './types.js';
import { revenueProtectionPolokwane } from './revenue-protection-polokwane.js';
import { boilerSupervisorJinja } from './boiler-supervisor-jinja.js';
import { cageFarmAkosombo } from './cage-farm-akosombo.js';
import { schoolKitchenDodoma } from './school-kitchen-dodoma.js';

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
  revenueProtectionPolokwane,
  boilerSupervisorJinja,
  cageFarmAkosombo,
  schoolKitchenDodoma,
];

export default JOBS;
