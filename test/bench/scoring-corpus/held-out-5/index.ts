import type { BlindJob } from './types.js';
import { mineElectricianArandis } from './mine-electrician-arandis.js';
import { radioProducerAccra } from './radio-producer-accra.js';
import { waterBillingKisumu } from './water-billing-kisumu.js';
import { produceBuyerDurban } from './produce-buyer-durban.js';

export const JOBS: BlindJob[] = [
  mineElectricianArandis,
  radioProducerAccra,
  waterBillingKisumu,
  produceBuyerDurban,
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
