// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of the architecture (ARCHITECTURE.md): core imports nothing but zod;
 * the web app imports no adapter and nothing of the HTTP or CLI apps; adapters import no app.
 * A violation fails `npm run lint` (see test/src/lint/boundaries.test.ts).
 */
const coreOnlyZod = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '^(?!zod(/|$)|\\.{1,2}/)',
          message: 'core is framework-free: it may import only zod and its own files.',
        },
      ],
    },
  ],
};

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|vitest$|fast-check$|\\.{1,2}/)',
              message: 'core tests and test helpers may import only zod, vitest, fast-check and core files.',
            },
          ],
        },
      ],
    },
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
                '**/adapters/**',
                '**/apps/http/**',
                '**/apps/cli/**',
                '**/http/src/**',
                '**/cli/src/**',
              ],
              message: 'the web app talks to the server over HTTP only: no adapters, no HTTP or CLI code.',
            },
          ],
        },
      ],
    },
  },
);
