export * from './types.js';
import job1 from './job1-cocoa-koforidua.js';
import job2 from './job2-dairy-meru.js';
import job3 from './job3-bus-depot-bloemfontein.js';
import job4 from './job4-lake-port-kigoma.js';
export { job1, job2, job3, job4 };
export const JOBS = [job1, job2, job3, job4];
