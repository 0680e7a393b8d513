import type { BlindJob } from './types.js';
import tangaSisal from './tanga-sisal.js';
import kasaneRiverCruise from './kasane-river-cruise.js';
import guluCommunityRadio from './gulu-community-radio.js';
import hoMunicipalPayroll from './ho-municipal-payroll.js';

export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  Criterion,
  Register,
  AnswerKind,
  Concern,
} from './types.js';

export const JOBS: BlindJob[] = [tangaSisal, kasaneRiverCruise, guluCommunityRadio, hoMunicipalPayroll];
