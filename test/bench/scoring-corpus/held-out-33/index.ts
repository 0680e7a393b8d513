import type { BlindJob } from './types.js';
import { JOB1 } from './job1-lift-technician.js';
import { JOB2 } from './job2-optical-dispensing.js';
import { JOB3 } from './job3-met-observer.js';
import { JOB4 } from './job4-retread-team-leader.js';

export const HELD_OUT_33: BlindJob[] = [JOB1, JOB2, JOB3, JOB4];
