import type { BlindJob } from './types.js';
import job1 from './job1-avocado-packhouse.js';
import job2 from './job2-dialysis-nurse.js';
import job3 from './job3-pet-recycling.js';
import job4 from './job4-hotel-laundry.js';

export * from './types.js';
export const JOBS: BlindJob[] = [job1, job2, job3, job4];
