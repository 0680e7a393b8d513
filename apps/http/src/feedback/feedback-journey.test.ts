import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@sauti/core/contract/feedback-texts';
import type { TestClient } from '../testing/client.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { trustedAccount } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import {
  feedbackJob,
  feedbackLinkIn,
  HOUR,
  MovableClock,
  storeEvaluation,
  sweepCandidateMail,
  takeInterview,
} from './feedback-fixtures.js';

/**
 * The promise of issue 31 end to end (docs/behaviour/interview.md §17, §18), over real HTTP, a real
 * SMTP server and the queue's workers: receipt, HR's edited feedback, a second job's automatic send
 * after its delay (the clock moved), the candidate's page, a human review and its outcome.
 */
const smtp = new SmtpCatcher();
const clock = new MovableClock();
let server: TestApp;
let hr: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  await smtp.start();
  server = await startTestApp(
    { PUBLIC_URL: 'https://hire.example.test', SMTP_URL: smtp.url, STT_PROVIDER: 'none' },
    {},
    {
      workers: { queues: ['candidate-mail'], resweepIntervalMs: 0 },
      queueTuning: { pollingIntervalSeconds: 0.5 },
      clock,
    },
  );
  hr = (await trustedAccount(server, { email: 'amina@acme-logistics.co.ke' })).client;
  stranger = (await trustedAccount(server, { email: 'eve@rival-corp.co.ke' })).client;
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await smtp.stop();
});

const feedbackPath = (jobId: string, sessionId: string) =>
  `/api/jobs/${jobId}/candidates-v2/${sessionId}/feedback`;

describe('a candidate is told what happens, gets feedback, and can ask for a person', () => {
  let journey: {
    jobA: { id: string; questions: unknown[] };
    jobB: { id: string; questions: unknown[] };
    first: string;
    second: string;
    firstLink: ReturnType<typeof feedbackLinkIn>;
    secondLink: ReturnType<typeof feedbackLinkIn>;
  };

  it('mails a receipt on submission: what happens next, when, where to ask, no typed text in the subject', async () => {
    const jobA = await feedbackJob(hr);
    const jobB = await feedbackJob(hr, {
      title: 'Payroll: your account is suspended - sign in at https://evil.example/login',
    });
    const { sessionId: first } = await takeInterview(server, jobA, {
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
    });
    const receipt = await smtp.waitFor('wanjiru@example.com', 'We received your interview');
    expect(receipt.subject).toMatch(/^We received your interview \([^:/]+\)$/);
    expect(receipt.text).toContain('A person makes every decision.');
    expect(receipt.text).toContain('usually within 48 hours');
    expect(receipt.text).toContain('Write to support@sauti.africa');
    expect(receipt.text).toContain(`https://hire.example.test/interview/${jobA.id}/assessment`);

    const { sessionId: second } = await takeInterview(server, jobB, {
      name: 'Baraka Otieno',
      email: 'baraka@example.com',
    });
    const typed = await smtp.waitFor('baraka@example.com', 'We received your interview');
    expect(typed.subject).not.toMatch(/payroll|evil|https/i);
    expect(typed.text).toContain('https[:]//evil[.]example/login');
    expect(typed.html).not.toContain('https://evil.example');
    journey = { jobA, jobB, first, second } as typeof journey;
  });

  it('shows HR a draft built from the evaluation, which HR edits and sends; the sending is recorded', async () => {
    const { jobA, first } = journey;
    await storeEvaluation(server, first);
    const card = await hr.get(feedbackPath(jobA.id, first));
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({ status: 'pending', basis: 'generated', edited: false });
    expect(card.body.current.strengths).toEqual([
      'Communication: You explained your ideas clearly, in a way that was easy to follow.',
      'Problem Solving: You showed how you think through a problem, step by step.',
    ]);
    expect(JSON.stringify(card.body.current)).not.toMatch(/SCORER|71|Hire/);

    const edited = {
      strengths: [card.body.current.strengths[0], 'You gave a clear example from your last job.'],
      growth: card.body.current.growth,
      note: 'Thank you for your time, Wanjiru.\nWe will call you about the next step.',
    };
    const sent = await hr.post(`${feedbackPath(jobA.id, first)}/send`, edited);
    expect(sent.status).toBe(200);
    expect(sent.body.sent).toMatchObject({ by: 'amina@acme-logistics.co.ke', automatic: false });
    expect(sent.body.sent.content).toEqual({ ...edited, figures: null });
    const mail = await smtp.waitFor('wanjiru@example.com', 'Your interview feedback');
    expect(mail.text).toContain('You gave a clear example from your last job.');
    expect(mail.text).toContain('We will call you about the next step.');
    journey.firstLink = feedbackLinkIn(mail.text);
    expect(journey.firstLink.sessionId).toBe(first);
    expect((await hr.post(`${feedbackPath(jobA.id, first)}/send`, edited)).status).toBe(409);
  });

  it('sends the second job’s feedback by itself once its delay has passed, and not before', async () => {
    const { jobB, second } = journey;
    expect(
      (await hr.request('PUT', `/api/jobs/${jobB.id}/feedback-settings`, { autoSend: true, delayHours: 24 }))
        .body,
    ).toEqual({ autoSend: true, delayHours: 24 });
    await storeEvaluation(server, second);
    clock.advance(23 * HOUR);
    expect((await sweepCandidateMail(server)).feedbackSent).toBe(0);
    clock.advance(HOUR + 60_000);
    expect((await sweepCandidateMail(server)).feedbackSent).toBe(1);
    const mail = await smtp.waitFor('baraka@example.com', 'Your interview feedback');
    expect(mail.subject).not.toMatch(/payroll|evil/i);
    journey.secondLink = feedbackLinkIn(mail.text);
    const card = await hr.get(feedbackPath(jobB.id, second));
    expect(card.body.sent).toMatchObject({ automatic: true, by: null });
    expect((await sweepCandidateMail(server)).feedbackSent).toBe(0);
  });

  it('opens the candidate’s page with their link only: forged and other-candidate links are refused', async () => {
    const { first, second, firstLink, secondLink } = journey;
    const page = await hr.post(`/api/candidate-feedback/${second}`, { token: secondLink.token });
    expect(page.status).toBe(200);
    expect(page.body.feedback.strengths).toHaveLength(2);
    expect(page.body.assessment.criteria.map((c: { weight: number }) => c.weight)).toEqual([
      30, 25, 15, 15, 15,
    ]);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).not.toContain('amina@acme-logistics.co.ke');

    const forged = await hr.post(`/api/candidate-feedback/${second}`, { token: 'A'.repeat(43) });
    expect([forged.status, forged.body.message]).toEqual([404, FEEDBACK_MESSAGES.linkInvalid]);
    const crossed = await hr.post(`/api/candidate-feedback/${second}`, { token: firstLink.token });
    expect(crossed.status).toBe(404);
    const crossedBack = await hr.post(`/api/candidate-feedback/${first}`, { token: secondLink.token });
    expect(crossedBack.status).toBe(404);
    expect((await hr.post(`/api/candidate-feedback/${first}`, { token: 'short' })).status).toBe(400);
  });

  it('takes a request for a human review to the job’s HR, who record the outcome; the candidate is told', async () => {
    const { jobB, second, secondLink } = journey;
    const asked = await hr.post(`/api/candidate-feedback/${second}/review-request`, {
      token: secondLink.token,
      message: 'I think my second answer was misheard.',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.review).toMatchObject({ outcome: null });
    const toHr = await smtp.waitFor('amina@acme-logistics.co.ke', 'A candidate asked for a human review');
    expect(toHr.text).toContain('I think my second answer was misheard.');
    expect(toHr.text).toContain(`https://hire.example.test/jobs/${jobB.id}/candidates/${second}`);

    const badge = await hr.get(`/api/review-requests?jobId=${jobB.id}&status=open`);
    expect(badge.body.counts).toEqual({ open: 1, decided: 0 });
    const [request] = badge.body.requests;
    expect(
      (
        await stranger.post(`/api/review-requests/${request.id}/outcome`, {
          outcome: 'decision_stands',
          note: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await stranger.get(`/api/review-requests?jobId=${jobB.id}`)).status).toBe(404);
    expect((await stranger.get(feedbackPath(jobB.id, second))).status).toBe(404);

    const decided = await hr.post(`/api/review-requests/${request.id}/outcome`, {
      outcome: 'decision_changed',
      note: 'We listened to your answers again. We would like to invite you to a panel interview.',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      outcome: 'decision_changed',
      decidedBy: 'amina@acme-logistics.co.ke',
    });
    const told = await smtp.waitFor('baraka@example.com', 'The review of your interview');
    expect(told.text).toContain('After the review, the decision was changed.');
    expect(told.text).toContain('We would like to invite you to a panel interview.');
    const page = await hr.post(`/api/candidate-feedback/${second}`, { token: secondLink.token });
    expect(page.body.review).toMatchObject({ outcome: 'decision_changed' });
    expect((await hr.get('/api/review-requests')).body.counts).toEqual({ open: 0, decided: 1 });
  });

  it('refuses the link once it has expired', async () => {
    clock.advance(91 * 24 * HOUR);
    const expired = await hr.post(`/api/candidate-feedback/${journey.second}`, {
      token: journey.secondLink.token,
    });
    expect([expired.status, expired.body.message]).toEqual([409, FEEDBACK_MESSAGES.linkExpired]);
  });
});

describe('flagged and "Not scored" interviews get no generated feedback', () => {
  it('holds them for a message written by HR, even past the delay', async () => {
    // The clock has moved past the first member's login session: another organisation's member.
    const hr = (await trustedAccount(server, { email: 'kofi@kazi-kenya.co.ke' })).client;
    const job = await feedbackJob(hr);
    const flagged = (
      await takeInterview(server, job, { name: 'Tab Switcher', email: 'tabs@example.com', tabSwitchCount: 7 })
    ).sessionId;
    const unscored = (await takeInterview(server, job, { name: 'Quiet Voice', email: 'quiet@example.com' }))
      .sessionId;
    await storeEvaluation(server, flagged);
    await storeEvaluation(server, unscored, { notScored: true });
    for (const sessionId of [flagged, unscored]) {
      const card = await hr.get(feedbackPath(job.id, sessionId));
      expect(card.body).toMatchObject({ basis: 'human', generated: null, current: null, autoSendAt: null });
      const generatedParts = await hr.post(`${feedbackPath(job.id, sessionId)}/send`, {
        strengths: ['Communication: You explained your ideas clearly, in a way that was easy to follow.'],
        growth: [],
        note: 'Thanks',
      });
      expect([generatedParts.status, generatedParts.body.message]).toEqual([
        400,
        FEEDBACK_MESSAGES.humanOnly,
      ]);
    }
    expect((await hr.get(feedbackPath(job.id, flagged))).body.humanReasons).toEqual([
      'Switched tabs 7 times during the interview',
    ]);
    clock.advance(49 * HOUR);
    const swept = await sweepCandidateMail(server);
    expect(swept.awaitingHr).toBe(2);
    // The receipts go through the mail queue's worker; wait for them, then check nothing else came.
    for (const address of ['tabs@example.com', 'quiet@example.com'])
      await smtp.waitFor(address, 'We received your interview');
    expect(smtp.to('tabs@example.com').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^We received/),
    ]);
    expect(smtp.to('quiet@example.com').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^We received/),
    ]);

    const written = await hr.post(`${feedbackPath(job.id, unscored)}/send`, {
      strengths: [],
      growth: [],
      note: 'Thank you for taking part. We could not hear all of your answers, so a person listened to them.',
    });
    expect(written.status).toBe(200);
    expect((await smtp.waitFor('quiet@example.com', 'Your interview feedback')).text).toContain(
      'a person listened',
    );
  });
});
