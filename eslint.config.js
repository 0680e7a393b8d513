// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of the architecture (docs/architecture.md): core imports nothing but zod;
 * the web app imports no adapter and nothing of the HTTP or CLI apps; adapters import no app;
 * no file outside test/ imports the test suites, not even a test. A violation fails `npm run
 * lint` (see test/src/lint/boundaries.test.ts, which holds a fixture per rule).
 *
 * Two rules share the work. `no-restricted-imports` sees the import as written: it keeps core to
 * zod and the web app away from server packages by name. `import-x/no-restricted-paths` sees
 * where the import lands once resolved (relative paths, `@sauti/*` package paths and the web's
 * `@/` alias alike), so `../../../adapters/…` from core is caught however it is spelled.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/** Resolves imports the way tsc and vite do: `./x.js` finds `x.ts`, `@/` is apps/web/src. */
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: { '@': [`${root}apps/web/src`] },
});

/**
 * No web feature imports another: what two features share lives in `src/lib`, `src/components` or
 * `src/api` (docs/architecture.md, apps/web). One zone per feature folder: no other folder may reach it.
 */
const webFeatures = 'apps/web/src/features';
const webFeatureZones = readdirSync(`${root}${webFeatures}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${webFeatures}/!(${name})/**`,
    from: `${webFeatures}/${name}`,
    message:
      'a web feature imports no other feature: shared code goes to src/lib, src/components or src/api.',
  }));

/** Where each layer may not reach, by resolved path (relative to the repository root). */
const layerZones = [
  { target: 'core', from: ['adapters', 'apps', 'test'], message: 'core imports only zod and its own files.' },
  { target: 'adapters', from: ['apps'], message: 'adapters import no app.' },
  {
    target: 'apps/web',
    from: ['adapters', 'apps/http', 'apps/cli'],
    message: 'the web app talks to the server over HTTP only: no adapters, no HTTP or CLI code.',
  },
  ...webFeatureZones,
];

/**
 * Files only tests load: tests, `testing/` folders (fakes, builders, test apps, wire servers),
 * fixtures and testbeds. They may use any package's `testing/` folder and the other app's test
 * helpers, but not the test suites' files (see `outsideTestSuites`).
 */
const testOnlyFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  '**/*fixture*.ts',
  '**/*-testbed.ts',
  // The storage contract suite, run by its *.contract.test.ts files against the ORM and the fakes.
  'adapters/src/storage/contract/**',
];

/**
 * The test suites (test/) import every package and no package imports them, tests included: shared
 * test support lives in the `testing/` folder of the package that owns it (wire servers and speech
 * fixtures in adapters/src/testing), reachable by package name.
 */
const outsideTestSuites = {
  target: ['core', 'adapters', 'apps'],
  from: ['test'],
  message: 'nothing outside test/ imports the test suites; shared test support lives in a testing/ folder.',
};

/**
 * Core's own layers, each leaning only on those below it (docs/architecture.md): domain ← rules ←
 * contract ← ports ← use-cases. Production files only: a rule's test may drive a use case.
 */
const coreLayers = (layer, above) => ({
  target: `core/src/${layer}`,
  from: above.map((dir) => `core/src/${dir}`),
  message: `core/src/${layer} may not import ${above.join(', ')}: core's layers lean only on those below them.`,
});
const coreLayerZones = [
  coreLayers('domain', ['rules', 'contract', 'ports', 'use-cases']),
  coreLayers('rules', ['contract', 'ports', 'use-cases']),
  coreLayers('contract', ['ports', 'use-cases']),
  coreLayers('ports', ['use-cases']),
];

/**
 * Candidates' self-identification (docs/behaviour/interview.md §19) is read only by its own calls,
 * the bias audit and data protection: no review, evaluation, API answer, export or HR candidate
 * screen imports its types, its port, the audit's source or its table.
 */
const selfIdentificationZone = {
  target: [
    'core/src/use-cases/review',
    'core/src/use-cases/evaluation',
    'core/src/use-cases/api-v1',
    'core/src/use-cases/home',
    'core/src/use-cases/admin-analytics',
    'core/src/use-cases/webhooks',
    'core/src/use-cases/jobs',
    'adapters/src/evaluation',
    'adapters/src/llm',
    'adapters/src/spreadsheets',
    'adapters/src/storage/repositories/review-*',
    'apps/http/src/review',
    'apps/http/src/api-v1',
    'apps/http/src/jobs',
    'apps/web/src/features/candidate-detail',
    'apps/web/src/features/candidates-overview',
    'apps/web/src/features/compare',
    'apps/web/src/features/panel',
    'apps/web/src/features/job-results',
  ],
  from: [
    'core/src/domain/self-identification.ts',
    'core/src/contract/self-identification.ts',
    'core/src/ports/self-identification-store.ts',
    'core/src/ports/bias-audit-source.ts',
    'adapters/src/storage/entities/self-identification.entity.ts',
    'adapters/src/storage/repositories/self-identification-store.ts',
  ],
  message:
    'self-identification is read only by its own calls, the bias audit and data protection (docs/behaviour/interview.md §19).',
};

/** Production code also keeps out of the test suites, the `testing/` folders and the other app. */
const productionZones = [
  ...layerZones,
  ...coreLayerZones,
  selfIdentificationZone,
  outsideTestSuites,
  {
    target: '.',
    from: ['**/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    message: 'production code imports no test and no fake or builder of a testing/ folder.',
  },
  { target: 'apps/http', from: ['apps/cli', 'apps/web'], message: 'the HTTP app imports no other app.' },
  { target: 'apps/cli', from: ['apps/http', 'apps/web'], message: 'the CLI imports no other app.' },
];

/**
 * The paths rule can only judge an import it can resolve, so an unresolvable import is an error
 * of its own (tsc would fail on it too): no boundary is skipped because a path did not resolve.
 */
const restrictedPaths = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
  'import-x/no-unresolved': 'error',
});

/**
 * Core may import only the packages `allowed` matches (besides its own files, by relative path).
 * `no-restricted-imports` sees `import`/`export … from`; `no-restricted-syntax` sees `import()`,
 * which the former skips, so `await import('node:fs')` cannot slip into core either.
 */
function coreImports(allowed, message) {
  const regex = `^(?!${allowed}|\\.{1,2}/)`;
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
    'no-restricted-syntax': [
      'error',
      // esquery ends a regex at any '/', so the selector spells it \x2F.
      { selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\x2F')}/]`, message },
      {
        selector: 'ImportExpression[source.type!="Literal"]',
        message: `${message} (import() takes a literal path)`,
      },
    ],
  };
}

const coreOnlyZod = coreImports(
  'zod(/|$)',
  'core is framework-free: it may import only zod and its own files.',
);

const appsForbidden = [
  {
    group: ['@sauti/http', '@sauti/http/*', '@sauti/cli', '@sauti/cli/*'],
    message: 'adapters import no app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test/reports/**',
      '**/migrations/*.snapshot*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: restrictedPaths(layerZones),
  },
  {
    // Tests of the packages too: the production block below replaces this for production files.
    files: ['core/**', 'adapters/**', 'apps/**'],
    rules: restrictedPaths([...layerZones, outsideTestSuites]),
  },
  {
    files: ['core/**', 'adapters/**', 'apps/**'],
    ignores: testOnlyFiles,
    rules: restrictedPaths(productionZones),
  },
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts', 'core/**/testing/**'],
    rules: coreOnlyZod,
  },
  {
    files: ['core/**/*.test.ts', 'core/**/testing/**'],
    rules: coreImports(
      'zod(/|$)|vitest$|fast-check$',
      'core tests and test helpers may import only zod, vitest, fast-check and core files.',
    ),
  },
  {
    files: ['adapters/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appsForbidden }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@sauti/adapters',
                '@sauti/adapters/*',
                '@sauti/http',
                '@sauti/http/*',
                '@sauti/cli',
                '@sauti/cli/*',
              ],
              message: 'the web app talks to the server over HTTP only: no adapters, no HTTP or CLI code.',
            },
          ],
        },
      ],
    },
  },
);
