import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. A lazily loaded route on a busy two-core CI
// runner can take longer than that to appear, which fails a correct screen; 5 s still fails a
// screen that never shows what it should, within the 5 s a test has.
configure({ asyncUtilTimeout: 5_000 });
