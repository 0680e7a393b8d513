import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  INTERVIEW_DATA_CACHE,
  OFFLINE_DATA_URL,
  SERVICE_WORKER_SCOPE,
} from './src/features/interview/offline/offline-cache.js';

/** The pages the worker answers from its cache: /interview and /interview/{jobId}. */
const INTERVIEW_PAGE = /^\/interview(?:\/[^/]*)?\/?$/;

/**
 * The files of the candidate's entry and everything it may load later (the identity check, the
 * toaster...), read from the bundle graph: the only files the service worker keeps. The HR app's
 * chunks are never downloaded for a candidate, nor cached.
 */
function candidateFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>(['interview.html']);
  return {
    files,
    plugin: {
      name: 'sauti-candidate-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        const entry = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'interview',
        );
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (!output || files.has(fileName)) return;
          files.add(fileName);
          if (output.type !== 'chunk') return;
          output.viteMetadata?.importedCss.forEach((css) => files.add(css));
          [...output.imports, ...output.dynamicImports].forEach(visit);
        };
        if (entry) visit(entry.fileName);
      },
    },
  };
}

/**
 * The interview's service worker (vite-plugin-pwa, Workbox's generateSW): it precaches the
 * candidate's entry, answers interview pages from it (so a reload without a connection opens the
 * interview), keeps the public job data it has seen (network first), and controls only the
 * /interview pages. A new version waits for the page to apply it at a stage change.
 */
export function candidateServiceWorker(): Plugin[] {
  const { plugin, files } = candidateFiles();
  return [
    plugin,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      scope: SERVICE_WORKER_SCOPE,
      workbox: {
        globPatterns: ['interview.html', 'assets/*.{js,css}'],
        manifestTransforms: [
          async (entries) => ({ manifest: entries.filter((entry) => files.has(entry.url)), warnings: [] }),
        ],
        // Hashed file names change with their content: fetched as they are, from the HTTP cache if there.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: '/interview.html',
        navigateFallbackAllowlist: [INTERVIEW_PAGE],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          {
            // A RegExp, not a function: it is written into the worker's source as it is.
            urlPattern: OFFLINE_DATA_URL,
            handler: 'NetworkFirst',
            options: {
              cacheName: INTERVIEW_DATA_CACHE,
              networkTimeoutSeconds: 15,
              expiration: { maxEntries: 20, maxAgeSeconds: 14 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ];
}
