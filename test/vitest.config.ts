import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One vitest run for the whole repository, split into projects so each suite can be run alone:
 * `npm test -- --project core`. Unit and property tests sit beside the code; cross-package
 * suites live under test/src.
 *
 * The run goes in groups (`sequence.groupOrder`): first the projects whose files can share the
 * machine, two or more files at a time (vitest's default on two cores is one, and most of a file's
 * time is spent waiting on a database, a socket or a child process); then, one project after the
 * other, the suites that start databases, server processes, command-line processes or Chromium and
 * measure real time (a fake microphone speaks in real time): one file at a time where files share a
 * database server or measure load, two at a time where each file drives its own processes.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

/** Files of the shared group running at once: at least two, even on a two-core machine. */
const shared = { maxWorkers: Math.max(2, availableParallelism()), sequence: { groupOrder: 0 } };

/** One file at a time, in a group of its own (`order` sets which runs first). */
const alone = (order: number) => ({ maxWorkers: 1, sequence: { groupOrder: order } });

/**
 * Two files at a time, in a group of their own: suites whose files each start their own app (own
 * port, own embedded database) and then mostly wait on it, on Chromium or on command-line
 * processes. Measured on two cores beside a benchmark at full load, all passing: the browser
 * suites in 673 s of wall time against 870 s one at a time on a quiet machine, the command-line
 * suites in 228 s against 307 s.
 */
const pairs = (order: number) => ({ maxWorkers: 2, sequence: { groupOrder: order } });

// Vitest 5's failure summary calls Map.groupBy, which Node 20 lacks: without this a failing test
// crashes the reporter instead of printing the failure. (Node 22 has it natively.)
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        groups.set(k, [...(groups.get(k) ?? []), item]);
      }
      return groups;
    },
  });
}

export default defineConfig({
  test: {
    root,
    reporters: process.env.CI ? ['default'] : ['default'],
    projects: [
      {
        test: {
          name: 'core',
          root,
          include: ['core/src/**/*.test.ts'],
          // Pure rules and use cases on in-memory fakes: no test mocks a module, stubs a global or
          // sets the environment, and the only module state is memoisation (role-match patterns, the
          // role bank's guides) and the builders' id counter, which no test reads. So the files
          // share their workers' module graph instead of paying a fresh worker and imports per file
          // (149 files: ~128 s of CPU down to ~22 s, measured). A test that adds module state must
          // not depend on it being fresh.
          isolate: false,
          ...shared,
        },
      },
      {
        test: {
          name: 'storage',
          root,
          include: ['adapters/src/storage/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...alone(1),
        },
      },
      {
        test: {
          name: 'adapters',
          root,
          include: ['adapters/src/**/*.test.ts'],
          exclude: ['adapters/src/storage/**', '**/node_modules/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...shared,
        },
      },
      {
        test: {
          name: 'http',
          root,
          include: ['apps/http/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...shared,
        },
      },
      {
        test: {
          // Most of these start the real `sauti` binary, a Node process loading the whole app.
          name: 'cli',
          root,
          include: ['apps/cli/src/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          ...pairs(2),
        },
      },
      {
        extends: `${root}/apps/web/vite.config.ts`,
        test: {
          name: 'web',
          root,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // jsdom built once per worker rather than once per file (each file still gets its own
          // module graph and globals): the project runs in about a quarter of the time.
          pool: 'vmThreads',
          testTimeout: 15_000,
          ...shared,
        },
      },
      {
        test: {
          name: 'suites',
          root,
          include: ['test/src/**/*.test.ts', 'test/bench/**/*.test.ts'],
          exclude: [
            'test/src/browser/**',
            'test/src/scale/**',
            'test/src/reliability/**',
            '**/node_modules/**',
          ],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          ...shared,
        },
      },
      {
        test: {
          // Several Sauti processes on one PostgreSQL server and a local S3 server (slow: minutes).
          name: 'scale',
          root,
          include: ['test/src/scale/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 180_000,
          ...alone(3),
        },
      },
      {
        test: {
          // Load and fault runs against real server processes and a private PostgreSQL (short CI
          // variants; `npm run bench` runs the full ones). One file at a time: each runs servers.
          name: 'reliability',
          root,
          include: ['test/src/reliability/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 180_000,
          ...alone(4),
        },
      },
      {
        test: {
          name: 'browser',
          root,
          include: ['test/src/browser/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          globalSetup: ['test/src/support/web-build-setup.ts'],
          ...pairs(5),
        },
      },
    ],
  },
});
