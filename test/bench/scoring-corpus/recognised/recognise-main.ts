import { JOBS as DEVELOPMENT_BLIND } from '../development-blind/index.js';
import { JOBS as HELD_OUT_5 } from '../held-out-5/index.js';
import { JOBS as HELD_OUT_6 } from '../held-out-6/index.js';
import { JOBS as HELD_OUT_7 } from '../held-out-7/index.js';
import { JOBS as HELD_OUT_8 } from '../held-out-8/index.js';
import { JOBS as HELD_OUT_9 } from '../held-out-9/index.js';
import { JOBS as HELD_OUT_10 } from '../held-out-10/index.js';
import { JOBS as HELD_OUT_11 } from '../held-out-11/index.js';
import { JOBS as HELD_OUT_12 } from '../held-out-12/index.js';
import { JOBS as HELD_OUT_13 } from '../held-out-13/index.js';
import { JOBS as HELD_OUT_14 } from '../held-out-14/index.js';
import { JOBS as HELD_OUT_15 } from '../held-out-15/index.js';
import { JOBS as HELD_OUT_16 } from '../held-out-16/index.js';
import { JOBS as HELD_OUT_17 } from '../held-out-17/index.js';
import { JOBS as HELD_OUT_18 } from '../held-out-18/index.js';
import { JOBS as HELD_OUT_19 } from '../held-out-19/index.js';
import { JOBS as HELD_OUT_20 } from '../held-out-20/index.js';
import { JOBS as HELD_OUT_21 } from '../held-out-21/index.js';
import { JOBS as HELD_OUT_22 } from '../held-out-22/index.js';
import { JOBS as HELD_OUT_23 } from '../held-out-23/index.js';
import { JOBS as HELD_OUT_24 } from '../held-out-24/index.js';
import { JOBS as HELD_OUT_25 } from '../held-out-25/index.js';
import { JOBS as HELD_OUT_26 } from '../held-out-26/index.js';
import { JOBS as HELD_OUT_27 } from '../held-out-27/index.js';
import { JOBS as HELD_OUT_28 } from '../held-out-28/index.js';
import { JOBS as HELD_OUT_29 } from '../held-out-29/index.js';
import { JOBS as HELD_OUT_30 } from '../held-out-30/index.js';
import { JOBS as HELD_OUT_31 } from '../held-out-31/index.js';
import { HELD_OUT_32 } from '../held-out-32/index.js';
import { HELD_OUT_33 } from '../held-out-33/index.js';
import { recognisedFile } from './recognised-file.js';
import { recogniseSet } from './recognise-set.js';

/**
 * `npm run bench:scoring-recognise [-- development-blind|held-out-5|held-out-6|held-out-7|held-out-8|held-out-9|held-out-10|held-out-11|held-out-12|held-out-13|held-out-14|held-out-15|held-out-16|held-out-17|held-out-18|held-out-19|held-out-20|held-out-21|held-out-22|held-out-23|held-out-24|held-out-25|held-out-26|held-out-27|held-out-28|held-out-29|held-out-30|held-out-31|held-out-32|held-out-33]`: speaks the honest answers of
 * the sets and writes what the default recogniser heard to recognised/<set>.json. Slow (about a
 * CPU-second per 5 s of speech); the scoring benchmark then reads the files.
 */
const SETS = {
  'development-blind': DEVELOPMENT_BLIND,
  'held-out-5': HELD_OUT_5,
  'held-out-6': HELD_OUT_6,
  'held-out-7': HELD_OUT_7,
  'held-out-8': HELD_OUT_8,
  'held-out-9': HELD_OUT_9,
  'held-out-10': HELD_OUT_10,
  'held-out-11': HELD_OUT_11,
  'held-out-12': HELD_OUT_12,
  'held-out-13': HELD_OUT_13,
  'held-out-14': HELD_OUT_14,
  'held-out-15': HELD_OUT_15,
  'held-out-16': HELD_OUT_16,
  'held-out-17': HELD_OUT_17,
  'held-out-18': HELD_OUT_18,
  'held-out-19': HELD_OUT_19,
  'held-out-20': HELD_OUT_20,
  'held-out-21': HELD_OUT_21,
  'held-out-22': HELD_OUT_22,
  'held-out-23': HELD_OUT_23,
  'held-out-24': HELD_OUT_24,
  'held-out-25': HELD_OUT_25,
  'held-out-26': HELD_OUT_26,
  'held-out-27': HELD_OUT_27,
  'held-out-28': HELD_OUT_28,
  'held-out-29': HELD_OUT_29,
  'held-out-30': HELD_OUT_30,
  'held-out-31': HELD_OUT_31,
  'held-out-32': HELD_OUT_32,
  'held-out-33': HELD_OUT_33,
} as const;
const args = process.argv.slice(2);
// A mistyped name must not fall through to decoding every set (an hour, and committed files rewritten).
const unknown = args.filter((a) => !(a in SETS));
if (unknown.length)
  throw new Error(`unknown set ${unknown.join(', ')}: one of ${Object.keys(SETS).join(', ')}`);
const wanted = args as (keyof typeof SETS)[];
for (const name of wanted.length ? wanted : (Object.keys(SETS) as (keyof typeof SETS)[])) {
  await recogniseSet(name, SETS[name], recognisedFile(name), (line) => console.error(line));
  console.log(`wrote ${recognisedFile(name)}`);
}
