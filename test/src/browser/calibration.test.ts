import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CalibrationView } from '@sauti/core/contract/calibration';
import type { SeededJob } from '@sauti/cli/commands/demo/seed-demo';
import { agreementWords } from '@sauti/core/rules/agreement';
import { chromiumAvailable } from '../support/chromium.js';
import { screenshot } from '../support/hr-session.js';
import { checkAtEveryWidth } from '../support/layout-check.js';
import {
  apiGet,
  detailApi,
  nameOf,
  overviewApi,
  textShown,
  toastShown,
  UI_TIMEOUT,
  useReviewBrowser,
  type ReviewBrowser,
} from '../support/review-browser.js';

/**
 * Calibration and honest words in Chromium over the demo data (docs/behaviour/review.md §15, §16):
 * rating an answer on the candidate detail, the agreement on the job's overview, and 'Built-in
 * scoring' (never 'AI') on every review screen of interviews the built-in evaluator scored.
 */
const run = chromiumAvailable();
let review: ReviewBrowser;
let page: Page;
let context: BrowserContext;
let job: SeededJob;

useReviewBrowser(run, (opened) => {
  review = opened;
  ({ page, context } = review);
  job = review.jobs.dispatch;
});

const AI_WORD = /\bAI\b/;
const calibration = () => apiGet<CalibrationView>(page, `/api/jobs/${job.id}/calibration`);

/** The visible text of the page's main content. */
const mainText = async (on: Page = page) => (await on.locator('body').innerText()) ?? '';

describe.skipIf(!run)('calibration and honest words in Chromium', () => {
  it('rates an answer on the candidate detail and shows it to the team with who and when', async () => {
    const api = await overviewApi(page, job.id);
    const candidate = api.candidates.find((c) => c.evaluation?.scored)!;
    const detail = await detailApi(page, job.id, candidate.session.id);
    const answer = detail.responses[1]!;
    await page.goto(`/jobs/${job.id}/candidates/${candidate.session.id}`);
    const panel = page.getByRole('region', {
      name: `Your team's rating of answer ${answer.questionIndex + 1}`,
    });
    await panel.waitFor({ timeout: UI_TIMEOUT });
    await panel.getByText('No one on your team has rated it yet.').waitFor();

    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/rating'));
    await panel.locator('label', { hasText: '4 Good' }).click();
    expect((await saved).status()).toBe(200);
    await toastShown(page, 'Rating saved');
    await panel.getByText(/^Rated 4 \(Good\) by you, /).waitFor({ timeout: UI_TIMEOUT });
    await panel
      .getByText(/^A specific example with their own actions/)
      .first()
      .waitFor();
    expect(await panel.getByRole('radio', { name: '4 Good' }).isChecked()).toBe(true);
    const stored = (await detailApi(page, job.id, candidate.session.id)).answerRatings.find(
      (r) => r.questionIndex === answer.questionIndex,
    )!;
    expect(stored.ratings).toEqual([expect.objectContaining({ rating: 4, mine: true })]);
    expect(stored.changes).toEqual([expect.objectContaining({ rating: 4, previousRating: null })]);

    // A reload reads it back; the history shows the change.
    await page.reload();
    await panel.getByText(/^Rated 4 \(Good\) by you, /).waitFor({ timeout: UI_TIMEOUT });
    await panel.getByText('Rating history (1)').click();
    await panel.getByText(/: .* rated it 4$/).waitFor();
    await panel.getByRole('button', { name: 'Remove my rating' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    const problems = await checkAtEveryWidth(page, 'candidate detail with a rating');
    expect(problems).toEqual([]);
    for (const width of [320, 360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `answer-rating-${width === 1280 ? 'desktop' : width}`, false);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await panel.getByRole('button', { name: 'Remove my rating' }).click();
    await toastShown(page, 'Rating removed');
    await panel.getByText('No one on your team has rated it yet.').waitFor({ timeout: UI_TIMEOUT });
  });

  it("shows on the job's overview how far the scores agree with the team's ratings, and re-scores", async () => {
    const api = await overviewApi(page, job.id);
    const scored = api.candidates.filter((c) => c.evaluation?.scored);
    expect(scored.length).toBeGreaterThanOrEqual(6);
    // Rate the second answer of six scored candidates, as HR would after listening.
    for (const [i, candidate] of scored.slice(0, 6).entries()) {
      const res = await page.request.put(
        `/api/jobs/${job.id}/candidates/${candidate.session.id}/answers/1/rating`,
        {
          data: { rating: [5, 4, 3, 2, 1, 3][i] },
        },
      );
      expect(res.status(), nameOf(candidate)).toBe(200);
    }
    const view = await calibration();
    expect(view.ratedAnswers).toBe(6);
    expect(view.questions[1]!.anchorsInUse).toBe(true);
    const words = agreementWords(view.agreement);

    await page.goto(`/jobs/${job.id}/candidates`);
    const card = page.locator('div.rounded-xl', {
      has: page.getByRole('heading', { name: "Your team's ratings" }),
    });
    await card.getByTestId('agreement-headline').waitFor({ timeout: UI_TIMEOUT });
    expect(await card.getByTestId('agreement-headline').textContent()).toBe(words.headline);
    expect(words.headline).toMatch(new RegExp(`on \\d+ of ${view.agreement.compared} answers?$`));
    await card.getByText(words.exact!, { exact: true }).waitFor();
    await card
      .getByText(/^"Agrees" means Sauti's score falls in your rating's level or the next one/)
      .waitFor();
    await card
      .getByText(`Based on ${view.agreement.compared} answers only: too few to judge yet. Rate at least 10.`)
      .waitFor();
    await card.getByText(/6 rated answers: new answers are scored against them\./).waitFor();
    await card.getByText('Built-in scoring, no language model.').waitFor();
    expect(await card.innerText()).not.toMatch(AI_WORD);

    await card.scrollIntoViewIfNeeded();
    expect(await checkAtEveryWidth(page, 'overview with the agreement')).toEqual([]);
    for (const width of [320, 360, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `team-ratings-${width === 1280 ? 'desktop' : width}`, false);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    const rescore = page.waitForResponse((r) => r.url().endsWith('/calibration/rescore'));
    await card.getByRole('button', { name: "Re-score with your team's ratings" }).click();
    expect((await rescore).status()).toBe(202);
    await toastShown(page, 'Re-scoring started');
  });

  it("says 'Built-in scoring', never 'AI', on every review screen of built-in evaluations", async () => {
    const api = await overviewApi(page, job.id);
    expect(api.candidates.every((c) => !c.evaluation || !c.evaluation.evaluator.usesLanguageModel)).toBe(
      true,
    );
    const [first, second] = api.candidates.filter((c) => c.evaluation?.scored);

    // Candidate detail: who scored it, the summary and the evidence's reasoning.
    await page.goto(`/jobs/${job.id}/candidates/${first!.session.id}`);
    await page
      .getByRole('heading', { level: 2, name: 'Built-in scoring summary' })
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByTestId('evaluator-note').first().waitFor();
    expect(await page.getByTestId('evaluator-note').first().textContent()).toBe(
      'Built-in scoring, no language model',
    );
    const detail = await detailApi(page, job.id, first!.session.id);
    const withEvidence = detail.pillarDetails.find((d) => d.supportingEvidence.length > 0);
    if (withEvidence) {
      const criterion = detail.criteriaEvaluations.find((c) => c.pillarId === withEvidence.pillarId)!;
      await page.getByRole('button', { name: new RegExp(`^${criterion.pillarLabel} \\d+%`) }).click();
      await page.getByText('Built-in scoring:', { exact: true }).first().waitFor();
    }
    expect(await mainText()).not.toMatch(AI_WORD);

    // The printed candidate report.
    let popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Download Report' }).click();
    let report = await popup;
    await textShown(report, ['Built-in scoring summary']);
    expect(await mainText(report)).not.toMatch(AI_WORD);
    await report.close();

    // Overview and comparison.
    await page.goto(`/jobs/${job.id}/candidates`);
    await page.getByRole('heading', { name: "Your team's ratings" }).waitFor({ timeout: UI_TIMEOUT });
    expect(await mainText()).not.toMatch(AI_WORD);
    await page.goto(`/jobs/${job.id}/compare?sessions=${first!.session.id},${second!.session.id}`);
    await page
      .getByRole('heading', { name: 'Comparative Analysis (Built-in scoring)' })
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('heading', { name: 'Key Differentiators' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await mainText()).not.toMatch(AI_WORD);

    // Panel builder and its briefing.
    const added = await page.request.post(`/api/jobs/${job.id}/panel/add`, {
      data: { sessionId: first!.session.id },
    });
    expect(added.status()).toBe(200);
    await page.goto(`/jobs/${job.id}/panel`);
    const exportButton = page.getByRole('button', { name: 'Export Panel Briefing (PDF)' });
    await exportButton.waitFor({ timeout: UI_TIMEOUT });
    expect(await mainText()).not.toMatch(AI_WORD);
    popup = context.waitForEvent('page');
    await exportButton.click();
    report = await popup;
    await textShown(report, ['Built-in scoring summary:']);
    expect(await mainText(report)).not.toMatch(AI_WORD);
    await report.close();
    await page.request.post(`/api/jobs/${job.id}/panel/remove`, { data: { sessionId: first!.session.id } });

    // The legacy dashboard of the same job, and the home page's activity.
    await page.goto(`/dashboard/${job.id}`);
    await page.getByRole('progressbar', { name: 'Built-in score' }).first().waitFor({ timeout: UI_TIMEOUT });
    expect(await mainText()).not.toMatch(AI_WORD);
    await page.goto('/');
    await page.getByText('Evaluation completed (built-in scoring)').first().waitFor({ timeout: UI_TIMEOUT });
    expect(await mainText()).not.toMatch(AI_WORD);
  });
});
