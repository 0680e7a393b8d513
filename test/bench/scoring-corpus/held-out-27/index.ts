import type { BlindJob } from './types.js';
import job1 from './job1-tanzanite-sorting.js';
import job2 from './job2-ada-salt-works.js';
import job3 from './job3-oudtshoorn-tannery.js';
import job4 from './job4-opuwo-registration.js';

export * from './types.js';
export const JOBS: BlindJob[] = [job1, job2, job3, job4];
