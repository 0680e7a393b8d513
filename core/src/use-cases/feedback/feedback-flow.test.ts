import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import { feedbackWorld, linkTokenIn } from './feedback-world.fixture.js';

const HOUR = 3_600_000;

describe('candidate feedback on fakes: receipt, draft, hold, send, automatic send', () => {
  it('sends a receipt once, naming what happens next, when and where to ask', async () => {
    const w = await feedbackWorld();
    const session = await w.completed();
    expect(await w.receipts.execute(session.id)).toBe('sent');
    expect(await w.receipts.execute(session.id)).toBe('already');
    const [receipt] = w.mailer.to('wanjiru@example.com');
    expect(receipt!.subject).toBe('We received your interview (Acme)');
    expect(receipt!.text).toContain('A person makes every decision.');
    expect(receipt!.text).toContain('usually within 48 hours');
    expect(receipt!.text).toContain('Write to support@sauti.africa');
    expect(receipt!.text).toContain(`/interview/${w.job.id}/assessment`);
  });

  it('releases a refused receipt so the sweep sends it later', async () => {
    const w = await feedbackWorld();
    const session = await w.completed();
    w.mailer.failWith = new Error('421 try later');
    await expect(w.receipts.execute(session.id)).rejects.toThrow('421');
    w.mailer.failWith = null;
    w.clock.advance(5 * 60_000);
    expect((await w.sweep.execute()).receipts).toBe(1);
    expect(w.mailer.sent).toHaveLength(1);
  });

  it('shows HR the generated draft, sends it by itself after the delay, and records it', async () => {
    const w = await feedbackWorld();
    const session = await w.completed();
    await w.evaluated(session.id);
    const card = await w.manage.view(w.hr, w.job.id, session.id);
    expect(card.basis).toBe('generated');
    expect(card.current?.strengths).toHaveLength(2);
    expect(card.autoSendAt).toBe(new Date(w.clock.now().getTime() + 48 * HOUR).toISOString());

    w.clock.advance(47 * HOUR);
    expect((await w.sweep.execute()).feedbackSent).toBe(0);
    w.clock.advance(HOUR);
    expect((await w.sweep.execute()).feedbackSent).toBe(1);
    const mail = w.mailer.sent.find((m) => m.subject.startsWith('Your interview feedback'))!;
    expect(mail.text).toContain('What went well:');
    expect(mail.text).not.toMatch(/\b74\b|Hire/);
    const after = await w.manage.view(w.hr, w.job.id, session.id);
    expect(after.status).toBe('sent');
    expect(after.sent).toMatchObject({ automatic: true, by: null, content: card.current });
    expect((await w.sweep.execute()).feedbackSent).toBe(0);
  });

  it('sends HR’s edited text, never after a hold, and refuses a second send', async () => {
    const w = await feedbackWorld();
    const session = await w.completed();
    await w.evaluated(session.id);
    const edited = { strengths: ['You spoke clearly.'], growth: ['Give one example.'], note: 'Thank you!' };
    await w.manage.save(w.hr, w.job.id, session.id, edited);
    await w.manage.hold(w.hr, w.job.id, session.id, true);
    w.clock.advance(72 * HOUR);
    expect((await w.sweep.execute()).feedbackSent).toBe(0);
    const sent = await w.manage.send(w.hr, w.job.id, session.id, edited);
    expect(sent.sent).toMatchObject({ by: 'amina@acme.co.ke', automatic: false });
    expect(sent.sent?.content).toEqual({ ...edited, figures: null });
    await expect(w.manage.send(w.hr, w.job.id, session.id, edited)).rejects.toThrow(
      FEEDBACK_MESSAGES.alreadySent,
    );
  });

  it('generates nothing for a "Not scored" or flagged interview: HR must write it', async () => {
    const w = await feedbackWorld();
    const unscored = await w.completed();
    await w.evaluated(unscored.id, { overallScore: null, pillarScores: null, recommendation: null });
    const flagged = await w.completed({ tabSwitchCount: 7 });
    await w.evaluated(flagged.id);
    for (const session of [unscored, flagged]) {
      const card = await w.manage.view(w.hr, w.job.id, session.id);
      expect(card.basis).toBe('human');
      expect(card.generated).toBeNull();
      await expect(
        w.manage.send(w.hr, w.job.id, session.id, { strengths: ['Good'], growth: [], note: 'Hi' }),
      ).rejects.toThrow(FEEDBACK_MESSAGES.humanOnly);
    }
    w.clock.advance(49 * HOUR);
    const swept = await w.sweep.execute();
    expect(swept).toMatchObject({ feedbackSent: 0, awaitingHr: 2 });
    expect(w.mailer.sent.filter((m) => m.subject.startsWith('Your interview feedback'))).toEqual([]);
    const written = await w.manage.send(w.hr, w.job.id, flagged.id, {
      strengths: [],
      growth: [],
      note: 'Thank you for your time.\nWe would like to talk to you.',
    });
    expect(written.status).toBe('sent');
  });

  it('leaves nothing recorded when the mail is refused', async () => {
    const w = await feedbackWorld();
    const session = await w.completed();
    await w.evaluated(session.id);
    w.mailer.failWith = new Error('550');
    await expect(
      w.manage.send(w.hr, w.job.id, session.id, { strengths: [], growth: [], note: 'Hello' }),
    ).rejects.toThrow(FEEDBACK_MESSAGES.mailFailed);
    expect((await w.manage.view(w.hr, w.job.id, session.id)).status).toBe('pending');
  });

  it('hides another organisation’s candidate', async () => {
    const w = await feedbackWorld();
    const session = await w.completed();
    await expect(w.manage.view(w.stranger, w.job.id, session.id)).rejects.toThrow('Job not found');
  });
});

describe('the candidate’s page and a human review on request', () => {
  async function sentFeedback() {
    const w = await feedbackWorld();
    const session = await w.completed();
    await w.evaluated(session.id);
    await w.manage.send(w.hr, w.job.id, session.id, {
      strengths: ['Clear'],
      growth: ['Examples'],
      note: null,
    });
    const mail = w.mailer.sent.find((m) => m.subject.startsWith('Your interview feedback'))!;
    return { w, session, token: linkTokenIn(mail.text) };
  }

  it('opens with the mailed link only: forged, other-candidate and expired links are refused', async () => {
    const { w, session, token } = await sentFeedback();
    const page = await w.pages.open(session.id, token);
    expect(page.feedback.strengths).toEqual(['Clear']);
    expect(page.assessment.criteria.map((c) => c.weight)).toEqual([30, 25, 15, 15, 15]);
    await expect(w.pages.open(session.id, 'x'.repeat(43))).rejects.toThrow(FEEDBACK_MESSAGES.linkInvalid);
    const other = await w.completed({ candidateEmail: 'other@example.com' });
    await expect(w.pages.open(other.id, token)).rejects.toThrow(FEEDBACK_MESSAGES.linkInvalid);
    w.clock.advance(91 * 24 * HOUR);
    await expect(w.pages.open(session.id, token)).rejects.toThrow(FEEDBACK_MESSAGES.linkExpired);
  });

  it('reaches the job’s HR, who record the outcome; the candidate is told, and it is counted', async () => {
    const { w, session, token } = await sentFeedback();
    const page = await w.pages.requestReview(session.id, token, 'Please listen again: visit evil.com/x');
    expect(page.review).toMatchObject({ outcome: null });
    const toHr = w.mailer.to('amina@acme.co.ke');
    expect(toHr.map((m) => m.subject)).toEqual(['A candidate asked for a human review']);
    expect(toHr[0]!.text).toContain('evil[.]com/x');
    // Asking again changes nothing and mails nobody.
    await w.pages.requestReview(session.id, token, null);
    expect(w.mailer.to('amina@acme.co.ke')).toHaveLength(1);

    const list = await w.reviews.list(w.hr, { status: 'open' });
    expect(list.counts).toEqual({ open: 1, decided: 0 });
    const decided = await w.reviews.recordOutcome(w.hr, list.requests[0]!.id, {
      outcome: 'decision_changed',
      note: 'We listened again and would like to invite you.',
    });
    expect(decided).toMatchObject({ outcome: 'decision_changed', decidedBy: 'amina@acme.co.ke' });
    expect(decided.candidateToldAt).not.toBeNull();
    const told = w.mailer.sent.find((m) => m.subject.startsWith('The review of your interview'))!;
    expect(told.to).toBe('wanjiru@example.com');
    expect(told.text).toContain('the decision was changed');
    expect((await w.reviews.list(w.hr, { status: 'all' })).counts).toEqual({ open: 0, decided: 1 });
    await expect(
      w.reviews.recordOutcome(w.stranger, decided.id, { outcome: 'decision_stands', note: 'x' }),
    ).rejects.toThrow('Review request not found');
  });
});
