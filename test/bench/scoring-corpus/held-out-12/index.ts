import type { BlindJob } from './types.js';
import { medicalRecordsIbadan } from './medical-records-ibadan.js';
import { hivCounsellingRundu } from './hiv-counselling-rundu.js';
import { satelliteInstallerDurban } from './satellite-installer-durban.js';
import { ferrySupervisorMwanza } from './ferry-supervisor-mwanza.js';

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
  medicalRecordsIbadan,
  hivCounsellingRundu,
  satelliteInstallerDurban,
  ferrySupervisorMwanza,
];
