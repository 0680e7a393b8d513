import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeedDemoResult, SeededJob } from '@sauti/cli/commands/demo/seed-demo';
import type { CandidateDetailPayload, DashboardPayload } from '@sauti/core/contract/review-views';
import { resultWords } from '@sauti/core/rules/evaluator-label';
import { chromiumAvailable } from '../support/chromium.js';
import { screenshot } from '../support/hr-session.js';
import {
  apiGet,
  nameOf,
  overviewApi,
  detailApi,
  useReviewBrowser,
  playing,
  sessionOf,
  textShown,
  toastShown,
  UI_TIMEOUT,
  type ReviewBrowser,
} from '../support/review-browser.js';

/**
 * The HR candidate detail (hiring decision, recordings, identity check, quality gate, CV) and
 * the legacy job dashboard (docs/behaviour/review.md §2.2, §2.4) in Chromium over the demo data.
 * One seeding (with synthesized audio) and one signed-in browser context for the whole file.
 */
const run = chromiumAvailable();
let review: ReviewBrowser;
let page: Page;
let context: BrowserContext;
let origin: string;
let seeded: SeedDemoResult;
let dispatchJob: SeededJob;
let paymentsJob: SeededJob;
let warehouseJob: SeededJob;

useReviewBrowser(run, (opened) => {
  review = opened;
  ({ page, context, origin, seeded } = review);
  ({ dispatch: dispatchJob, payments: paymentsJob, warehouse: warehouseJob } = review.jobs);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(!run)('HR candidate detail and legacy dashboard in Chromium', () => {
  it('records and clears a hiring decision from the candidate detail', async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const candidate = api.candidates.find((c) => c.evaluation !== null && c.session.hiringOutcome === null)!;
    await page.goto(`/jobs/${jobId}/candidates/${candidate.session.id}`);
    const decision = page.getByLabel('Hiring Decision');
    await decision.waitFor({ timeout: UI_TIMEOUT });
    expect(await decision.inputValue()).toBe('');

    const saved = () =>
      page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/${candidate.session.id}/hiring-outcome`),
      );
    let put = saved();
    await decision.selectOption({ label: 'Hired' });
    expect((await put).status()).toBe(200);
    await toastShown(page, 'Hiring decision updated');
    let session = (await detailApi(page, jobId, candidate.session.id)).session;
    expect(session.hiringOutcome).toBe('hired');
    expect(session.hiringOutcomeUpdatedAt).toEqual(expect.any(String));
    await page.getByText(/^Updated /).waitFor({ timeout: UI_TIMEOUT });

    put = saved();
    await page.getByLabel('Hiring Decision').selectOption({ label: 'No decision yet' });
    expect((await put).status()).toBe(200);
    const hiredAt = session.hiringOutcomeUpdatedAt!;
    session = (await detailApi(page, jobId, candidate.session.id)).session;
    expect(session.hiringOutcome).toBeNull();
    // docs/behaviour/review.md §4: each change, clearing too, records an updated date.
    expect(Date.parse(session.hiringOutcomeUpdatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(hiredAt));
    expect(await page.getByLabel('Hiring Decision').inputValue()).toBe('');
  });

  it('plays an answer of the transcript and the answer behind an evidence quote', async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const strong = sessionOf(api.candidates, seeded.sessions.strong);
    const detail = await detailApi(page, jobId, strong.session.id);
    const withAudio = detail.responses.filter((r) => r.audioUrl !== null);
    expect(withAudio.length).toBe(detail.responses.length);
    const evidenceOf = detail.pillarDetails.flatMap((d) =>
      d.supportingEvidence
        .filter((e) => e.questionIndex !== null)
        .map((e) => ({ pillarId: d.pillarId, evidence: e })),
    );
    expect(evidenceOf.length).toBeGreaterThan(0);
    const quoted = evidenceOf[0]!;
    const quotedAnswer = detail.responses.find((r) => r.questionIndex === quoted.evidence.questionIndex)!;
    // Listen to another answer first, so the quote's click must switch the recording.
    const listened = withAudio.find((r) => r.questionIndex !== quotedAnswer.questionIndex)!;

    await page.goto(`/jobs/${jobId}/candidates/${strong.session.id}`);
    const figures = page.getByRole('heading', { name: nameOf(strong), level: 1 });
    await figures.waitFor({ timeout: UI_TIMEOUT });
    const figure = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
    expect(await figure('Criteria met')).toBe(
      `${detail.figures.criteriaMet!.met}/${detail.figures.criteriaMet!.total}`,
    );
    expect(await figure('Questions answered')).toBe(String(detail.responses.length));
    expect(await figure('Overall score')).toBe(
      `${detail.figures.scorePercent}% - ${detail.figures.matchLevel}`,
    );
    const answer = page.getByRole('listitem', { name: `Answer ${listened.questionIndex + 1}` });
    await answer.waitFor({ timeout: UI_TIMEOUT });
    const served = page.waitForResponse((r) => r.url().includes(listened.audioUrl!));
    await answer.getByRole('button', { name: 'Listen' }).click();
    const audio = await served;
    expect([200, 206]).toContain(audio.status());
    expect(audio.headers()['content-type']).toMatch(/^audio\//);
    await answer.getByRole('button', { name: 'Pause' }).waitFor();
    await expect
      .poll(() => playing(page), { timeout: UI_TIMEOUT })
      .toEqual({ src: `${origin}${listened.audioUrl}`, advancing: true });

    const criterion = detail.criteriaEvaluations.find((c) => c.pillarId === quoted.pillarId)!;
    await page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(criterion.pillarLabel)} \\d+%`) })
      .click();
    const quote = page.locator('li', { has: page.locator('blockquote', { hasText: quoted.evidence.quote }) });
    await quote.getByRole('button', { name: 'Play answer' }).click();
    await quote.getByRole('button', { name: 'Pause answer' }).waitFor();
    await answer.getByRole('button', { name: 'Listen' }).waitFor();
    await expect
      .poll(() => playing(page), { timeout: UI_TIMEOUT })
      .toEqual({ src: `${origin}${quotedAnswer.audioUrl}`, advancing: true });
  });

  it('passes a pending identity check from the candidate detail', async () => {
    const jobId = paymentsJob.id;
    const sessionId = seeded.tags['identity-pending'][0]!;
    expect((await detailApi(page, jobId, sessionId)).session.verificationStatus).toBe('pending');
    await page.goto(`/jobs/${jobId}/candidates/${sessionId}`);
    const identity = page.getByRole('region', { name: /^Identity verification/ });
    await identity.waitFor({ timeout: UI_TIMEOUT });
    await identity.getByText('Pending review', { exact: true }).waitFor();
    await identity.getByRole('button', { name: 'Fail' }).waitFor();
    const [decided] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/verification/admin/update'), {
        timeout: UI_TIMEOUT,
      }),
      identity.getByRole('button', { name: 'Pass' }).click(),
    ]);
    expect(decided.status(), await decided.text()).toBe(200);
    await identity.getByText('Passed', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await identity.getByRole('button', { name: 'Pass' }).count()).toBe(0);
    expect((await detailApi(page, jobId, sessionId)).session.verificationStatus).toBe('passed');
  });

  it('marks the transcript-gated and the voice-mismatch candidates on the overview and the detail', async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const flagged = sessionOf(api.candidates, seeded.sessions.flagged);
    expect(flagged.evaluation?.needsHumanReview).toBe(true);
    const notAssessable = flagged.evaluation!.notAssessable;
    expect(notAssessable.length).toBeGreaterThan(0);

    await page.goto(`/jobs/${jobId}/candidates`);
    await page
      .getByRole('article', { name: nameOf(flagged) })
      .getByText('Needs human review', { exact: true })
      .waitFor();

    const mismatch = sessionOf(api.candidates, seeded.tags['voice-mismatch']);
    await page
      .getByRole('article', { name: nameOf(mismatch) })
      .getByText('Voice identity warning', { exact: true })
      .waitFor();

    await page.goto(`/jobs/${jobId}/candidates/${flagged.session.id}`);
    const gate = page.getByRole('region', { name: 'Needs human review' });
    await gate.waitFor({ timeout: UI_TIMEOUT });
    for (const item of notAssessable) await gate.getByText(item.message, { exact: true }).waitFor();

    await page.goto(`/jobs/${jobId}/candidates/${mismatch.session.id}`);
    await page
      .getByText('Voice mismatch: this answer may be from another person.')
      .first()
      .waitFor({ timeout: UI_TIMEOUT });
  });

  it("says who scored the interview and shows each answer's score beside its transcript", async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const scored = api.candidates.find((c) => c.evaluation?.scored && c.evaluation.answerScores.length > 0)!;
    expect(scored.evaluation!.evaluator).toEqual({
      usesLanguageModel: false,
      label: 'Built-in scoring, no language model',
    });
    await page.goto(`/jobs/${jobId}/candidates/${scored.session.id}`);
    await page.getByTestId('evaluator-note').getByText('Built-in scoring, no language model').waitFor();
    const first = scored.evaluation!.answerScores.find((a) => a.score !== null)!;
    await page
      .getByRole('listitem', { name: `Answer ${first.questionIndex + 1}` })
      .getByText(`Score ${first.score}%`, { exact: true })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await page.getByText('Not scored — needs a human listen').count()).toBe(0);
  });

  it('shows a candidate with too few assessable answers as not scored, never as a 0 % Poor Fit', async () => {
    // Seeded through the real storage and the real evaluation: two of four answers are silence.
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const unscored = sessionOf(api.candidates, seeded.sessions['not-scored']);
    expect(unscored.matchLevel).toBeNull();
    expect(unscored.matchBadge).toBeNull();
    expect(unscored.evaluation).toMatchObject({
      scored: false,
      overallScore: null,
      recommendation: null,
      evaluator: { usesLanguageModel: false, label: 'Built-in scoring, no language model' },
    });
    const reasons = unscored.evaluation!.notScoredReasons;
    expect(reasons).toEqual(['Only 2 of 4 answers could be assessed; a score needs at least 3.']);

    await page.goto(`/jobs/${jobId}/candidates`);
    const row = page.getByRole('article', { name: nameOf(unscored) });
    await row
      .getByText('Not scored — needs a human listen', { exact: true })
      .waitFor({ timeout: UI_TIMEOUT });
    expect(await row.getByText(/\b0%|Poor Fit|No Hire/).count()).toBe(0);

    await page.goto(`/jobs/${jobId}/candidates/${unscored.session.id}`);
    const notice = page.getByRole('status', { name: 'Not scored — needs a human listen' });
    await notice.waitFor({ timeout: UI_TIMEOUT });
    await notice.getByText(reasons[0]!, { exact: true }).waitFor();
    for (const item of unscored.evaluation!.notAssessable)
      await notice.getByText(item.message).first().waitFor();
    const overall = await page
      .getByText('Overall score', { exact: true })
      .locator('xpath=following-sibling::dd')
      .textContent();
    expect(overall).toBe('Not scored — needs a human listen');
    await page.getByTestId('evaluator-note').getByText('Built-in scoring, no language model').waitFor();
    const lost = unscored.evaluation!.notAssessable[0]!;
    await page
      .getByRole('listitem', { name: `Answer ${lost.questionIndex + 1}` })
      .getByText(/^Not assessable: /)
      .waitFor({ timeout: UI_TIMEOUT });
  });

  it('offers the CV of a candidate who sent one', async () => {
    const jobId = dispatchJob.id;
    const withCv = sessionOf((await overviewApi(page, jobId)).candidates, seeded.tags.cv);
    expect(withCv.session.hasCv).toBe(true);
    await page.goto(`/jobs/${jobId}/candidates/${withCv.session.id}`);
    const link = page.getByRole('link', { name: 'View CV' });
    await link.waitFor({ timeout: UI_TIMEOUT });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/download/cv/${withCv.session.id}`);
    const cv = await page.request.get(href!);
    expect(cv.status()).toBe(200);
    expect((await cv.body()).length).toBeGreaterThan(0);
  });

  it('shows the legacy dashboard with its cards, quality check and transcript, and an unwired search', async () => {
    const job = warehouseJob;
    expect(job.evalVersion).toBe('legacy-v0');
    const api = await apiGet<DashboardPayload>(page, `/api/jobs/${job.id}/dashboard`);
    await page.goto(`/dashboard/${job.id}`);
    const stats = page.locator('dl').filter({ hasText: 'Total Candidates' });
    await stats.waitFor({ timeout: UI_TIMEOUT });
    const stat = async (label: string) =>
      (
        await stats.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()
      )?.trim();
    expect(await stat('Total Candidates')).toBe(String(api.stats.totalCandidates));
    expect(await stat('Completed Interviews')).toBe(String(api.stats.completedCandidates));
    // Counted as the overview counts them (docs/behaviour/review.md §10, one candidate's figures).
    expect(await stat('In Progress')).toBe(String(api.progress.inProgress));
    expect(api.progress.total).toBe(
      api.progress.completed + api.progress.inProgress + api.progress.notStarted,
    );
    const overview = await overviewApi(page, job.id);
    expect([overview.stats.inProgress, overview.stats.notStarted]).toEqual([
      api.progress.inProgress,
      api.progress.notStarted,
    ]);
    expect(api.stats.totalCandidates).toBeGreaterThan(api.stats.completedCandidates);

    const cards = page.getByRole('list', { name: 'Candidates' }).locator(':scope > li');
    const cardNames = async () =>
      (await cards.allTextContents()).map(
        (text) => api.candidates.map(nameOf).find((n) => text.includes(n)) ?? text.slice(0, 40),
      );
    expect(await cardNames()).toEqual(api.candidates.map(nameOf));

    const switcher = api.candidates.find((c) => seeded.tags['tab-switches'].includes(c.session.id))!;
    const card = cards.filter({ hasText: nameOf(switcher) });
    const quality = card.getByRole('region', { name: 'Quality Check Needed' });
    await quality.waitFor();
    expect(switcher.session.tabSwitchCount).toBeGreaterThan(3);
    expect(switcher.qualityFlags.map((f) => f.code)).toContain('tab_switching');
    for (const flag of switcher.qualityFlags)
      await quality.getByText(flag.message, { exact: true }).waitFor();

    await card.getByRole('button', { name: 'View Full Transcript' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Interview Transcript' }).waitFor();
    const transcript = (await dialog.textContent()) ?? '';
    expect(switcher.responses.length).toBeGreaterThan(0);
    for (const response of switcher.responses) {
      expect(transcript).toContain(response.questionText);
      expect(transcript).toContain(response.transcribedText ?? 'no transcript');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The data reloads every 5 seconds (docs/behaviour/review.md §9), each call with a new timestamp.
    const poll = await page.waitForRequest(
      (r) => new URL(r.url()).pathname.endsWith(`/${job.id}/dashboard`),
      {
        timeout: 8_000,
      },
    );
    expect(new URL(poll.url()).searchParams.get('t')).toMatch(/^\d+$/);

    // Play Recording plays the answers in question order, starting with the first.
    const recordings = [...switcher.responses].sort((a, b) => a.questionIndex - b.questionIndex);
    await card.getByRole('button', { name: 'Play Recording' }).click();
    await card.getByRole('button', { name: `Stop (1/${recordings.length})` }).waitFor();
    await expect
      .poll(() => playing(page), { timeout: UI_TIMEOUT })
      .toEqual({ src: `${origin}${recordings[0]!.audioUrl}`, advancing: true });
    await card.getByRole('button', { name: /^Stop/ }).click();
    await card.getByRole('button', { name: 'Play Recording' }).waitFor();

    expect(switcher.session.hasCv).toBe(false);
    expect(await card.getByRole('button', { name: 'No CV uploaded' }).isDisabled()).toBe(true);
    const candidateReport = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Export PDF' }).click();
    const report = await candidateReport;
    await textShown(report, [nameOf(switcher)]);
    await report.close();
    const allResults = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Export All Results' }).click();
    const results = await allResults;
    await textShown(results, [nameOf(api.candidates[0]!)]);
    await results.close();

    // docs/behaviour/review.md §2.2: the search box is there but filters nothing.
    const before = await cardNames();
    await page.getByRole('searchbox', { name: 'Search candidates' }).fill(nameOf(switcher));
    await page.waitForTimeout(800);
    expect(await cardNames()).toEqual(before);
  });

  it('shows one candidate with the same figures on the dashboard, the overview and the detail', async () => {
    // docs/behaviour/review.md §10: the dashboard showed '11/100', 'No Hire' and sub-scores out of 10
    // (a switched-off criterion among them) where the overview said '11% - Poor Fit'.
    const job = warehouseJob;
    const dashboard = await apiGet<DashboardPayload>(page, `/api/jobs/${job.id}/dashboard`);
    const overview = await overviewApi(page, job.id);
    const shown = dashboard.candidates.find(
      (c) => c.figures.scored && overview.candidates.some((o) => o.session.id === c.session.id),
    )!;
    const detail = await detailApi(page, job.id, shown.session.id);
    const row = sessionOf(overview.candidates, [shown.session.id]);
    const figures = detail.figures;
    expect(shown.figures).toEqual(figures);
    expect(row.figures).toEqual(figures);
    expect(figures.criteria.map((c) => c.pillar)).toEqual(detail.job.pillars.map((p) => p.id));
    const score = `${figures.scorePercent}%`;

    await page.goto(`/dashboard/${job.id}`);
    const card = page
      .getByRole('list', { name: 'Candidates' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('heading', { name: nameOf(shown), exact: true }) });
    await card.waitFor({ timeout: UI_TIMEOUT });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `figures-dashboard-${width}`, false);
    }
    const cardText = (await card.textContent()) ?? '';
    // Named by who made the score (docs/behaviour/review.md §16): the demo is scored by the
    // built-in scorer.
    expect(cardText).toContain(`${resultWords(detail.evaluation?.evaluator ?? null).score}${score}`);
    expect(cardText).toContain(
      `${figures.band} · ${figures.matchLevel} · ${figures.criteriaMet!.met}/${figures.criteriaMet!.total} criteria met`,
    );
    for (const c of figures.criteria)
      expect(cardText).toContain(`${c.label}${c.percent === null ? 'N/A' : `${c.percent}%`}`);
    expect(cardText).not.toMatch(/\/10|\/100/);
    await page.getByRole('link', { name: 'Candidates Overview' }).click();

    const article = page.getByRole('article', { name: nameOf(shown) });
    await article.waitFor({ timeout: UI_TIMEOUT });
    await article.scrollIntoViewIfNeeded();
    await screenshot(page, 'figures-overview-1280', false);
    await article.getByText(`${score} - ${figures.matchLevel}`, { exact: true }).waitFor();
    if (figures.topStrength)
      await article
        .getByText(`${figures.topStrength.label} (${Math.round(figures.topStrength.score)}%)`)
        .waitFor();
    else expect(await article.getByText('Top Strength:').count()).toBe(0);
    await article.getByRole('link', { name: 'Review' }).click();

    await page.getByRole('heading', { name: nameOf(shown), level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    const figure = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
    expect(await figure('Overall score')).toBe(`${score} - ${figures.matchLevel}`);
    expect(await figure('Criteria met')).toBe(`${figures.criteriaMet!.met}/${figures.criteriaMet!.total}`);
    await page.getByRole('heading', { name: nameOf(shown), level: 1 }).scrollIntoViewIfNeeded();
    await screenshot(page, 'figures-detail-1280', false);
    for (const c of figures.criteria.filter((c) => c.percent !== null))
      await page
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(c.label)} ${c.percent}%`) })
        .waitFor();
  });

  it('shows a machine transcript: its recogniser, unsure words grey, every word playing from its time', async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const strong = sessionOf(api.candidates, seeded.sessions.strong);
    const detailPath = `/api/jobs/${jobId}/candidates-v2/${strong.session.id}`;
    // The demo's transcripts are written, not heard; this answer gets the words a recogniser
    // gives (interview.test.ts sees pocketsphinx's own): its readable words over its recording,
    // every third one unsure.
    await page.route(`**${detailPath}`, async (route) => {
      const response = await route.fetch();
      const detail = (await response.json()) as CandidateDetailPayload;
      const first = detail.responses[0]!;
      const tokens = first.readableText!.split(' ');
      const each = Math.max(1, first.duration ?? 10) / tokens.length;
      first.words = tokens.map((text, i) => ({
        text,
        startSeconds: +(i * each).toFixed(2),
        endSeconds: +((i + 1) * each).toFixed(2),
        confidence: i % 3 === 2 ? 0.2 : 0.9,
        unsure: i % 3 === 2,
      }));
      first.transcriber = 'pocketsphinx (offline), job-adapted model';
      await route.fulfill({ response, json: detail });
    });
    try {
      await page.goto(`/jobs/${jobId}/candidates/${strong.session.id}`);
      const answer = page.getByRole('listitem', { name: 'Answer 1' });
      await answer.getByText('Machine transcript · pocketsphinx (offline), job-adapted model').waitFor({
        timeout: UI_TIMEOUT,
      });
      await answer.getByText(/^Grey words are ones the recogniser was unsure of/).waitFor();
      const words = answer.getByRole('button', { name: /play from/ });
      // Runs in the page; the test project has no DOM types, so getComputedStyle is typed by hand.
      type Styles = { getComputedStyle(element: unknown): { color: string } };
      const colour = (i: number) =>
        words.nth(i).evaluate((element) => (globalThis as unknown as Styles).getComputedStyle(element).color);
      expect(await words.nth(2).getAttribute('aria-label')).toMatch(/\(unsure\), play from/);
      expect(await colour(2)).not.toBe(await colour(1));
      expect(await words.nth(3).getAttribute('data-unsure')).toBeNull();

      const count = await words.count();
      const target = words.nth(Math.floor(count / 2));
      const at = Number(await target.getAttribute('data-start'));
      expect(at).toBeGreaterThan(1);
      await target.click();
      await answer.getByRole('button', { name: 'Pause' }).waitFor();
      await expect
        .poll(() => page.evaluate<number>('window.__played.at(-1).currentTime'), { timeout: UI_TIMEOUT })
        .toBeGreaterThanOrEqual(at - 0.05);
      await expect.poll(async () => (await playing(page))?.advancing, { timeout: UI_TIMEOUT }).toBe(true);

      for (const width of [320, 360, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await answer.scrollIntoViewIfNeeded();
        expect(
          await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
        ).toBe(true);
        await screenshot(page, `machine-transcript-${width === 1280 ? 'desktop' : width}`, false);
      }
    } finally {
      await page.unroute(`**${detailPath}`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
