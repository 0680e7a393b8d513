import { ACCOUNTS_PAYABLE } from './accounts-payable.js';
import { CONTACT_CENTRE } from './contact-centre.js';
import type { CorpusJob } from './types.js';
import { SOLAR_TECHNICIAN } from './held-out/solar-technician.js';
import { WAREHOUSE } from './warehouse.js';

export type { CorpusJob, CorpusQuestion, Grade, WrittenAnswers } from './types.js';
export { UNRELATED_STORIES } from './stories.js';

/** The jobs of the scoring-validity corpus (docs/scoring-rubric.md). */
export const CORPUS_JOBS: readonly CorpusJob[] = [CONTACT_CENTRE, WAREHOUSE, ACCOUNTS_PAYABLE];
/**
 * Jobs held out from tuning: written after the built-in evaluator was tuned on `CORPUS_JOBS` and
 * never used to adjust it; their figures are reported apart (docs/scoring-rubric.md).
 */
export const HELD_OUT_JOBS: readonly CorpusJob[] = [SOLAR_TECHNICIAN];
