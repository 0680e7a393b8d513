import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { candidateServiceWorker } from './candidate-offline.js';

/** apps/web, whatever directory vite is started from (the repo root in `npm run build:web`). */
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The API server the dev server forwards calls and downloads to (apps/http, `npm start`). */
const apiServer = 'http://localhost:3000';

/**
 * The candidate's pages: /interview, /interview/{jobId}, and /interview/{jobId}/assessment and
 * /interview/{jobId}/feedback/{sessionId} (the server maps them the same way).
 */
const CANDIDATE_PATH = /^\/interview(?:\/[^/?#]+(?:\/assessment|\/feedback\/[^/?#]+)?)?\/?(?:[?#].*)?$/;

/** The dev server answers candidate paths with interview.html, as apps/http does in production. */
function candidateEntry(): Plugin {
  return {
    name: 'sauti-candidate-entry',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && CANDIDATE_PATH.test(req.url)) req.url = '/interview.html';
        next();
      });
    },
  };
}

/**
 * Vite configuration of the single-page app. The vitest project `web` extends this file, so the
 * `@/` alias and the React plugin hold in tests too.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), candidateEntry(), ...candidateServiceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      // Two entries: the HR app, and the candidate's interview with nothing of the HR app in it.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        interview: fileURLToPath(new URL('./interview.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/download': { target: apiServer, changeOrigin: false },
    },
  },
});
