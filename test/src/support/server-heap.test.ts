import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SERVER_HEAP_MIB } from './child-process.js';

/**
 * The suites and benchmarks start the server with the heap cap `npm start` gives it, so what they
 * measure is what runs; and an operator's own NODE_OPTIONS comes after the cap, so theirs wins.
 */
describe('the server heap cap', () => {
  it('is the same in npm start and in the test harness, and NODE_OPTIONS can raise it', async () => {
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain(
      `NODE_OPTIONS="--max-old-space-size=${SERVER_HEAP_MIB} \${NODE_OPTIONS:-}" tsx apps/http/src/main.ts`,
    );
  });
});
