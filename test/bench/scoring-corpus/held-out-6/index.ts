import type { BlindJob } from './types.js';
import { fishColdChainWalvisBay } from './fish-cold-chain-walvis-bay.js';
import { childProtectionNakuru } from './child-protection-nakuru.js';
import { vesselYardPlannerTema } from './vessel-yard-planner-tema.js';
import { safariDriverGuideArusha } from './safari-driver-guide-arusha.js';

export const JOBS: BlindJob[] = [
  fishColdChainWalvisBay,
  childProtectionNakuru,
  vesselYardPlannerTema,
  safariDriverGuideArusha,
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
