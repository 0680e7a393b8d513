import type { BlindJob } from './types.js';
import job1 from './job1-camel-milk.js';
import job2 from './job2-wind-farm.js';
import job3 from './job3-water-factory.js';
import job4 from './job4-market-revenue.js';

export * from './types.js';

export const JOBS: BlindJob[] = [job1, job2, job3, job4];
