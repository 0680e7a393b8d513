import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** apps/web, whatever directory vite is started from (the repo root in `npm run build:web`). */
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The API server the dev server forwards calls and downloads to (apps/http, `npm start`). */
const apiServer = 'http://localhost:3000';

/**
 * Vite configuration of the single-page app. The vitest project `web` extends this file, so the
 * `@/` alias and the React plugin hold in tests too.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/download': { target: apiServer, changeOrigin: false },
    },
  },
});
