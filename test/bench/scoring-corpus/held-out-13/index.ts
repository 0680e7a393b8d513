import type { BlindJob } from './types.js';
import { bursarMbarara } from './bursar-mbarara.js';
import { coldChainKabwe } from './cold-chain-kabwe.js';
import { teaSupervisorKericho } from './tea-supervisor-kericho.js';
import { visitorServicesCapeCoast } from './visitor-services-cape-coast.js';

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
  bursarMbarara,
  coldChainKabwe,
  teaSupervisorKericho,
  visitorServicesCapeCoast,
];
