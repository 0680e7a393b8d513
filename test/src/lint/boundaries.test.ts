import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it lived at `filePath` and returns the boundary rule's messages. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (spec: string) => `import * as x from '${spec}';\nexport const y = x;\n`;

describe('import boundaries fail the lint', () => {
  it.each([
    ['core/src/rules/fixture-bad.ts', 'node:fs'],
    ['core/src/rules/fixture-bad.ts', '@mikro-orm/core'],
    ['core/src/rules/fixture-bad.ts', '@sauti/adapters'],
    ['core/src/rules/fixture-bad.ts', 'react'],
    ['apps/web/src/features/fixture-bad.ts', '@sauti/adapters'],
    ['apps/web/src/features/fixture-bad.ts', '@sauti/http'],
    ['apps/web/src/features/fixture-bad.ts', '@sauti/cli/main'],
    ['apps/web/src/features/fixture-bad.ts', '../../../../adapters/src/index.js'],
    ['adapters/src/storage/fixture-bad.ts', '@sauti/http'],
    ['adapters/src/storage/fixture-bad.ts', '@sauti/cli'],
  ])('%s importing %s is an error', async (file, spec) => {
    expect(await boundaryErrors(use(spec), file)).toHaveLength(1);
  });

  it.each([
    ['core/src/rules/fixture-ok.ts', 'zod'],
    ['core/src/rules/fixture-ok.ts', './criteria.js'],
    ['apps/web/src/features/fixture-ok.ts', '@sauti/core'],
    ['apps/web/src/features/fixture-ok.ts', 'react'],
    ['adapters/src/storage/fixture-ok.ts', '@sauti/core'],
    ['apps/http/src/fixture-ok.ts', '@sauti/adapters'],
  ])('%s importing %s is allowed', async (file, spec) => {
    expect(await boundaryErrors(use(spec), file)).toEqual([]);
  });
});
