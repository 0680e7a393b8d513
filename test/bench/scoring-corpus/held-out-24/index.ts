export * from './types.js';
import job1 from './job1-palm-oil-mill.js';
import job2 from './job2-materials-lab.js';
import job3 from './job3-seed-plant.js';
import job4 from './job4-front-office.js';

export const JOBS = [job1, job2, job3, job4];
