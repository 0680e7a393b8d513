// Blind test set held-out-22: four jobs, 72 answers each.
export * from './types.js';
import type { BlindJob } from './types.js';
import job1 from './job1-fire-calabar.js';
import job2 from './job2-paint-eastlondon.js';
import job3 from './job3-tea-mufindi.js';
import job4 from './job4-roads-keetmanshoop.js';

export const JOBS: BlindJob[] = [job1, job2, job3, job4];
