import { ACCOUNTS_PAYABLE } from './accounts-payable.js';
import { CONTACT_CENTRE } from './contact-centre.js';
import type { CorpusJob } from './types.js';
import { SOLAR_TECHNICIAN } from './solar-technician.js';
import { WAREHOUSE } from './warehouse.js';

export type { CorpusJob, CorpusQuestion, Grade, WrittenAnswers } from './types.js';
export { UNRELATED_STORIES } from './stories.js';

/**
 * The development set of the scoring-validity corpus (docs/scoring-rubric.md): the jobs the
 * built-in evaluators were tuned on. The solar technician was once held out; it has been looked
 * at since, so it is development data too.
 */
export const CORPUS_JOBS: readonly CorpusJob[] = [
  CONTACT_CENTRE,
  WAREHOUSE,
  ACCOUNTS_PAYABLE,
  SOLAR_TECHNICIAN,
];
