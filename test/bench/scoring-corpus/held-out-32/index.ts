import type { BlindJob } from './types.js';
import { job1 } from './job1-driving-instructor.js';
import { job2 } from './job2-survey-technician.js';
import { job3 } from './job3-funeral-operations.js';
import { job4 } from './job4-apiary-supervisor.js';

export const HELD_OUT_32: BlindJob[] = [job1, job2, job3, job4];
