export * from './types.js';
import type { BlindJob } from './types.js';
import job1 from './job1-cash-centre.js';
import job2 from './job2-oyster-hatchery.js';
import job3 from './job3-mobile-money.js';
import job4 from './job4-citrus-qc.js';

export const JOBS: BlindJob[] = [job1, job2, job3, job4];
