/**
 * Words that say when something happened: details of an answer (a time, a day), never what a
 * question is about ("the lights are dim in the evening" asks about the lights).
 */
export const TIME_WORDS: ReadonlySet<string> = new Set(
  (
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december morning evening night afternoon midnight noon week month ' +
    'year quarter yesterday today tomorrow clock hour minute a.m. p.m. am pm season weekend'
  ).split(' '),
);
