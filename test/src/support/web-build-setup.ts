import { ensureWebBuilt } from './web-build.js';

/**
 * Vitest global setup of the browser project: builds the web app once, before any of its files
 * runs. The files run two at a time, and each also calls ensureWebBuilt(); without this, the first
 * two on a fresh clone would both find no build and run vite into the same folder at once.
 */
export default function setup(): void {
  ensureWebBuilt();
}
