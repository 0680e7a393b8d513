import type { BlindJob } from './types.js';
import job1 from './job1-kiln-operator-obajana.js';
import job2 from './job2-shea-supervisor-bolgatanga.js';
import job3 from './job3-food-distribution-dadaab.js';
import job4 from './job4-seaweed-officer-paje.js';

export * from './types.js';

export const JOBS: BlindJob[] = [job1, job2, job3, job4];
