import type { BlindJob } from './types.js';
import job1 from './job1-cssd-supervisor-lokoja.js';
import job2 from './job2-charcoal-packing-supervisor-otavi.js';
import job3 from './job3-ginnery-shift-supervisor-shinyanga.js';
import job4 from './job4-vts-examiner-supervisor-upington.js';

export * from './types.js';

export const JOBS: BlindJob[] = [job1, job2, job3, job4];
