import type { BlindJob } from './types.js';
import { groundHandlingSupervisorWindhoek } from './ground-handling-supervisor-windhoek.js';
import { digitalMarketingOfficerLagos } from './digital-marketing-officer-lagos.js';
import { hrPayrollAssistantDarEsSalaam } from './hr-payroll-assistant-dar-es-salaam.js';
import { qualityControllerDairyCapeTown } from './quality-controller-dairy-cape-town.js';

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
  groundHandlingSupervisorWindhoek,
  digitalMarketingOfficerLagos,
  hrPayrollAssistantDarEsSalaam,
  qualityControllerDairyCapeTown,
];
