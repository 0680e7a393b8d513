import { ACCOUNTS_PAYABLE } from './accounts-payable.js';
import { CONTACT_CENTRE } from './contact-centre.js';
import type { CorpusJob } from './types.js';
import { WAREHOUSE } from './warehouse.js';

export type { CorpusJob, CorpusQuestion, Grade, WrittenAnswers } from './types.js';
export { UNRELATED_STORIES } from './stories.js';

/** The jobs of the scoring-validity corpus (docs/scoring-rubric.md). */
export const CORPUS_JOBS: readonly CorpusJob[] = [CONTACT_CENTRE, WAREHOUSE, ACCOUNTS_PAYABLE];
