import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCandidateJobApp, type CandidateJobApp } from '../support/candidate-job.js';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { measurePageWeight, weightRow, type PageWeight } from './page-weight.js';

/**
 * The candidate route may load at most this much gzipped JS at first load: the goal is 100 KB
 * (issue 17), the budget leaves 10 KB of slack so a small change does not fail CI.
 */
export const CANDIDATE_JS_BUDGET_GZIP = 110 * 1024;

const REPORTS = fileURLToPath(new URL('../../reports/', import.meta.url));

const run = chromiumAvailable();
let app: CandidateJobApp;
let browser: Browser;

beforeAll(async () => {
  if (!run) return;
  app = await startCandidateJobApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.server.stop();
});

/** Writes the figures where `npm run bench` and a reader find them: JSON plus a markdown table. */
async function writeReport(pages: PageWeight[]) {
  await mkdir(REPORTS, { recursive: true });
  const measuredAt = new Date().toISOString();
  const budget = { candidateJsGzipBytes: CANDIDATE_JS_BUDGET_GZIP };
  await writeFile(`${REPORTS}page-weight.json`, JSON.stringify({ measuredAt, budget, pages }, null, 2));
  const markdown = [
    `## Page weight (first load, empty cache) — ${measuredAt}`,
    '',
    `Budget: candidate route JS ≤ ${CANDIDATE_JS_BUDGET_GZIP / 1024} kB gzipped (level 9, gzipped here).`,
    '',
    '| Route | JS | CSS |',
    '|---|---|---|',
    ...pages.map(weightRow),
    '',
  ].join('\n');
  await writeFile(`${REPORTS}page-weight.md`, markdown);
  console.info(markdown);
}

describe.skipIf(!run)('page weight of the candidate route and the landing page', () => {
  it('keeps the candidate route within its gzipped JS budget, and reports both pages', async () => {
    const candidate = await measurePageWeight(
      browser,
      app.server.url,
      app.candidatePath,
      '/interview/{jobId}',
    );
    const landing = await measurePageWeight(browser, app.server.url, '/');
    await writeReport([candidate, landing]);

    // The route's own chunk must be among what was weighed, or the figure would flatter the route.
    expect(candidate.assets.some((a) => a.url.includes('interview-page'))).toBe(true);
    expect(landing.assets.some((a) => a.url.includes('landing-page'))).toBe(true);
    for (const page of [candidate, landing]) {
      expect(page.css.files).toBeGreaterThan(0);
      // The server compresses every text file over 1 kB (apps/http/src/static/spa.ts); Chromium
      // offers brotli only over HTTPS, so on loopback HTTP the wire carries gzip.
      for (const asset of page.assets.filter((a) => a.raw > 1024))
        expect(asset.encoding, asset.url).not.toBe('identity');
    }
    expect(
      candidate.js.gzip,
      `candidate JS ${candidate.js.gzip} B gzipped > budget ${CANDIDATE_JS_BUDGET_GZIP} B`,
    ).toBeLessThanOrEqual(CANDIDATE_JS_BUDGET_GZIP);
  });
});
