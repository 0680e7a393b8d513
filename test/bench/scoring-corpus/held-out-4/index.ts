import type { BlindJob } from './types.js';
import { customsAgentWalvisBay } from './customs-agent-walvis-bay.js';
import { loanOfficerKumasi } from './loan-officer-kumasi.js';
import { wardNurseMwanza } from './ward-nurse-mwanza.js';
import { securitySupervisorLagos } from './security-supervisor-lagos.js';

export const JOBS: BlindJob[] = [
  customsAgentWalvisBay,
  loanOfficerKumasi,
  wardNurseMwanza,
  securitySupervisorLagos,
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
