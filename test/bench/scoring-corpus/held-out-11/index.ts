import type { BlindJob } from './types.js';
import { mbeyaParavet } from './job-mbeya-paravet.js';
import { enuguRegistry } from './job-enugu-registry.js';
import { naivashaPackhouse } from './job-naivasha-packhouse.js';
import { tamaleDrilling } from './job-tamale-drilling.js';

export type {
  BlindJob,
  BlindQuestion,
  BlindAnswer,
  Criterion,
  Register,
  AnswerKind,
  Concern,
} from './types.js';

export const JOBS: BlindJob[] = [mbeyaParavet, enuguRegistry, naivashaPackhouse, tamaleDrilling];
