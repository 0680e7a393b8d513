import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/**
 * The boundary rules: by the name written (`no-restricted-imports`, and `no-restricted-syntax` for
 * core's `import()`), and by the resolved path.
 */
const boundaryRules = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'import-x/no-restricted-paths',
  'import-x/no-unresolved',
]);

/** Lints `code` as if it lived at `filePath` and returns the boundary rules' messages. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => boundaryRules.has(m.ruleId ?? '')).map((m) => m.message);
}

/**
 * A real source file under `dir` (repository-relative), so that the path rule, which judges only
 * imports it can resolve, has something to resolve while files move. Tests are skipped.
 */
function someFile(dir: string): string {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) return path;
  }
  throw new Error(`no source file in ${dir}`);
}

/** `to` (repository-relative) as an import specifier written in `from`, ending in `.js` like our imports. */
function relativeImport(from: string, to: string): string {
  const spec = relative(join(root, from, '..'), join(root, to)).replace(/\.tsx?$/, '.js');
  return spec.startsWith('.') ? spec : `./${spec}`;
}

const staticImport = (spec: string) => `import * as x from '${spec}';\nexport const y = x;\n`;
const dynamicImport = (spec: string) => `export const y = () => import('${spec}');\n`;
const reExport = (spec: string) => `export * from '${spec}';\n`;

const coreFile = 'core/src/rules/boundary-probe.ts';
const adapterFile = 'adapters/src/storage/boundary-probe.ts';
const webFile = 'apps/web/src/features/probe/boundary-probe.ts';
const httpFile = 'apps/http/src/probe/boundary-probe.ts';
const cliFile = 'apps/cli/src/commands/boundary-probe.ts';
const adapterTest = 'adapters/src/stt/boundary-probe.test.ts';
const adapterTesting = 'adapters/src/stt/testing/boundary-probe.ts';
const httpTest = 'apps/http/src/probe/boundary-probe.test.ts';
const cliTest = 'apps/cli/src/boundary-probe.test.ts';
const webTest = 'apps/web/src/features/probe/boundary-probe.test.ts';

const adapterSource = someFile('adapters/src/config');
const httpSource = someFile('apps/http/src');
const cliSource = someFile('apps/cli/src');
const testSuiteSource = someFile('test/src/support');
const coreTestingSource = someFile('core/src/testing');
const httpTestingSource = someFile('apps/http/src/testing');
const adapterTestingSource = someFile('adapters/src/testing/wire');
const coreRule = someFile('core/src/rules');
const corePort = someFile('core/src/ports');
const coreContract = someFile('core/src/contract');
const coreUseCase = someFile('core/src/use-cases/jobs');
const domainFile = 'core/src/domain/boundary-probe.ts';
const contractFile = 'core/src/contract/boundary-probe.ts';
const portFile = 'core/src/ports/boundary-probe.ts';
const coreDomain = someFile('core/src/domain');
const webLib = someFile('apps/web/src/lib');
const webFeature = someFile('apps/web/src/features/interview/entry');
const webFeatureTest = 'apps/web/src/features/probe/boundary-probe.test.tsx';
const webInterviewFile = 'apps/web/src/features/interview/boundary-probe.ts';
const webAppFile = 'apps/web/src/app/boundary-probe.ts';
const webApi = someFile('apps/web/src/api');

/** `file` of package `dir` as imported by package name, e.g. `@sauti/core/domain/job`. */
const packageImport = (name: string, dir: string, file: string) =>
  `${name}/${relative(dir, file).replace(/\.tsx?$/, '')}`;

describe('import boundaries fail the lint', () => {
  it.each([
    // core imports only zod, by name...
    [coreFile, 'node:fs'],
    [coreFile, '@mikro-orm/core'],
    [coreFile, '@sauti/adapters'],
    [coreFile, 'react'],
    // ...and no relative path may climb out of it.
    [coreFile, relativeImport(coreFile, adapterSource)],
    [coreFile, relativeImport(coreFile, httpSource)],
    [coreFile, relativeImport(coreFile, testSuiteSource)],
    // Core's layers lean only on those below: domain ← rules ← contract ← ports ← use-cases.
    [domainFile, relativeImport(domainFile, coreRule)],
    [coreFile, relativeImport(coreFile, coreContract)],
    [coreFile, relativeImport(coreFile, corePort)],
    [contractFile, relativeImport(contractFile, corePort)],
    [contractFile, relativeImport(contractFile, coreUseCase)],
    [portFile, relativeImport(portFile, coreUseCase)],
    // The web app reaches the server over HTTP only, however the path is spelled.
    [webFile, '@sauti/adapters'],
    [webFile, '@sauti/http'],
    [webFile, '@sauti/cli/main'],
    [webFile, relativeImport(webFile, adapterSource)],
    [webFile, relativeImport(webFile, httpSource)],
    [webFile, `@/../../../${adapterSource.replace(/\.ts$/, '')}`],
    // No web feature imports another, by relative path or alias, in a test as in production.
    [webFile, relativeImport(webFile, webFeature)],
    [webFile, packageImport('@', 'apps/web/src', webFeature)],
    [webFeatureTest, relativeImport(webFeatureTest, webFeature)],
    // Adapters import no app, by package name or by relative path.
    [adapterFile, '@sauti/http'],
    [adapterFile, '@sauti/cli'],
    [adapterFile, relativeImport(adapterFile, httpSource)],
    [adapterFile, relativeImport(adapterFile, cliSource)],
    // Production code imports nothing from the test suites or a testing/ folder...
    [adapterFile, relativeImport(adapterFile, testSuiteSource)],
    [httpFile, relativeImport(httpFile, testSuiteSource)],
    [webFile, relativeImport(webFile, testSuiteSource)],
    [adapterFile, relativeImport(adapterFile, coreTestingSource)],
    [httpFile, relativeImport(httpFile, httpTestingSource)],
    // ...nor does any test or test helper outside test/: shared support lives in a testing/ folder.
    [adapterTest, relativeImport(adapterTest, testSuiteSource)],
    [adapterTesting, relativeImport(adapterTesting, testSuiteSource)],
    [cliTest, relativeImport(cliTest, testSuiteSource)],
    [webTest, relativeImport(webTest, testSuiteSource)],
    // ...and the two server apps import each other's code in tests only.
    [httpFile, relativeImport(httpFile, cliSource)],
    [cliFile, relativeImport(cliFile, httpSource)],
    // Self-identification stays out of the review, the evaluation, the API answers and HR's screens.
    ['core/src/use-cases/review/boundary-probe.ts', '../../domain/self-identification.js'],
    ['core/src/use-cases/evaluation/boundary-probe.ts', '../../ports/self-identification-store.js'],
    ['apps/web/src/features/candidate-detail/boundary-probe.ts', '@sauti/core/contract/self-identification'],
    ['apps/http/src/api-v1/boundary-probe.ts', '@sauti/adapters/storage/entities/self-identification.entity'],
    // An import the rules cannot resolve cannot be judged, so it fails on its own.
    [coreFile, '../../../adapters/src/no-such-file.js'],
  ])('%s importing %s is an error', async (file, spec) => {
    for (const code of [staticImport(spec), dynamicImport(spec), reExport(spec)]) {
      expect(await boundaryErrors(code, file), code).not.toEqual([]);
    }
  });

  it.each([
    [coreFile, 'zod'],
    [coreFile, relativeImport(coreFile, coreRule)],
    [coreFile, relativeImport(coreFile, coreDomain)],
    [contractFile, relativeImport(contractFile, coreRule)],
    [portFile, relativeImport(portFile, coreContract)],
    [webFile, packageImport('@sauti/core', 'core/src', coreDomain)],
    [webFile, packageImport('@', 'apps/web/src', webLib)],
    [webFile, packageImport('@', 'apps/web/src', webApi)],
    // A feature's own files, and the router above the features, may import a feature.
    [webInterviewFile, relativeImport(webInterviewFile, webFeature)],
    [webAppFile, packageImport('@', 'apps/web/src', webFeature)],
    [webFile, 'react'],
    // The audit and the candidate's own questions read it.
    ['core/src/use-cases/bias-audit/boundary-probe.ts', '../../ports/bias-audit-source.js'],
    [webInterviewFile, '@sauti/core/contract/self-identification'],
    [adapterFile, packageImport('@sauti/core', 'core/src', coreDomain)],
    [httpFile, packageImport('@sauti/adapters', 'adapters/src', adapterSource)],
    [cliFile, packageImport('@sauti/adapters', 'adapters/src', adapterSource)],
    // Tests and test helpers may use a package's testing/ folder and the other app's test kit.
    [adapterTest, relativeImport(adapterTest, adapterTestingSource)],
    [adapterTesting, relativeImport(adapterTesting, adapterTestingSource)],
    [httpTest, packageImport('@sauti/adapters', 'adapters/src', adapterTestingSource)],
    [cliTest, relativeImport(cliTest, httpTestingSource)],
    [
      'core/src/rules/boundary-probe.test.ts',
      relativeImport('core/src/rules/boundary-probe.test.ts', coreTestingSource),
    ],
  ])('%s importing %s is allowed', async (file, spec) => {
    expect(await boundaryErrors(staticImport(spec), file)).toEqual([]);
  });
});
