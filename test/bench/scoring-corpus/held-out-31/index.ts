export * from './types.js';
import type { BlindJob } from './types.js';
import job1 from './job1-crop-protection.js';
import job2 from './job2-film-editor.js';
import job3 from './job3-winemaker.js';
import job4 from './job4-paralegal.js';

export const JOBS: BlindJob[] = [job1, job2, job3, job4];
