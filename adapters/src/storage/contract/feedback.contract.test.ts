import { newHumanReviewRequest, type HumanReviewRequest } from '@sauti/core/domain/human-review';
import { expect, it } from 'vitest';
import { aSession, at, givenJob, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';
import type { StoragePorts } from './targets.js';

const HOUR = 3600;
const DEFAULTS = { autoSend: true, delayHours: 48 };
const content = { strengths: ['Clear'], growth: ['Examples'], note: null, figures: null };

async function completedSession(repos: StoragePorts, jobId: string, completedAt = at(0)) {
  const session = await repos.candidateSessions.create(
    aSession(jobId, { status: 'completed', completedAt, candidateEmail: 'c@example.com' }),
  );
  await repos.candidateFeedback.open({ sessionId: session.id, jobId, createdAt: completedAt });
  return session;
}

async function evaluate(
  repos: StoragePorts,
  sessionId: string,
  overrides: { recommendation?: string; overallScore?: number | null } = {},
) {
  await repos.evaluations.add({
    id: newId(),
    sessionId,
    overallScore: overrides.overallScore === undefined ? 74 : overrides.overallScore,
    strengths: null,
    weaknesses: null,
    recommendation: overrides.recommendation ?? 'Hire',
    detailedAnalysis: null,
    pillarScores: { communication: 80 },
    evaluatedAt: at(60),
  });
}

function aRequest(
  job: { jobId: string; organisationId: string },
  sessionId: string,
  seconds: number,
): HumanReviewRequest {
  return newHumanReviewRequest({
    id: newId(),
    sessionId,
    jobId: job.jobId,
    organisationId: job.organisationId,
    message: 'Please listen again',
    requestedAt: at(seconds),
  });
}

describeStorageContract('candidate feedback', (context) => {
  it('opens one record per interview, keeps what HR edits and claims a receipt once', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const session = await completedSession(repos, job.jobId);
    const again = await repos.candidateFeedback.open({
      sessionId: session.id,
      jobId: job.jobId,
      createdAt: at(99),
    });
    expect(again).toMatchObject({ sessionId: session.id, createdAt: at(0), status: 'pending', sent: null });
    await repos.candidateFeedback.update(session.id, {
      draft: content,
      updatedBy: job.userId,
      updatedAt: at(5),
    });
    expect((await repos.candidateFeedback.findBySession(session.id))?.draft).toEqual(content);
    expect(await repos.candidateFeedback.claimReceipt(session.id, at(1))).toBe(true);
    expect(await repos.candidateFeedback.claimReceipt(session.id, at(2))).toBe(false);
    expect((await repos.candidateFeedback.findBySession(session.id))?.receiptSentAt).toEqual(at(1));
    expect(await repos.candidateFeedback.update(newId(), { status: 'held' })).toBeNull();
  });

  it('lists receipts due within their window, oldest first', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const early = await completedSession(repos, job.jobId, at(10));
    const late = await completedSession(repos, job.jobId, at(20));
    const sent = await completedSession(repos, job.jobId, at(15));
    await repos.candidateFeedback.claimReceipt(sent.id, at(16));
    const due = (await repos.candidateFeedback.listReceiptsDue(at(5), at(30), 100)).filter(
      (r) => r.jobId === job.jobId,
    );
    expect(due.map((r) => r.sessionId)).toEqual([early.id, late.id]);
    const window = (await repos.candidateFeedback.listReceiptsDue(at(12), at(30), 100)).filter(
      (r) => r.jobId === job.jobId,
    );
    expect(window.map((r) => r.sessionId)).toEqual([late.id]);
  });

  it('claims a sending once and only from the given statuses', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const session = await completedSession(repos, job.jobId);
    const sending = {
      content,
      at: at(10),
      by: job.userId,
      linkTokenHash: 'a'.repeat(64),
      linkExpiresAt: at(1000),
    };
    await repos.candidateFeedback.update(session.id, { status: 'held' });
    expect(await repos.candidateFeedback.claimSending(session.id, ['pending'], sending)).toBe(false);
    expect(await repos.candidateFeedback.claimSending(session.id, ['pending', 'held'], sending)).toBe(true);
    expect(await repos.candidateFeedback.claimSending(session.id, ['pending', 'held'], sending)).toBe(false);
    expect(await repos.candidateFeedback.findBySession(session.id)).toMatchObject({
      status: 'sent',
      sent: content,
      sentAt: at(10),
      sentBy: job.userId,
      linkTokenHash: 'a'.repeat(64),
      linkExpiresAt: at(1000),
    });
  });

  it('lists for the automatic send only pending, evaluated records past their job’s delay', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const due = await completedSession(repos, job.jobId, at(0));
    await evaluate(repos, due.id);
    const notEvaluated = await completedSession(repos, job.jobId, at(1));
    const held = await completedSession(repos, job.jobId, at(2));
    await evaluate(repos, held.id);
    await repos.candidateFeedback.update(held.id, { status: 'held' });
    const recent = await completedSession(repos, job.jobId, at(10 * HOUR));
    await evaluate(repos, recent.id);
    const listed = async (seconds: number) =>
      (await repos.candidateFeedback.listDueForAutoSend(at(seconds), DEFAULTS, 1000))
        .filter((r) => r.jobId === job.jobId)
        .map((r) => r.sessionId);
    expect(await listed(48 * HOUR - 1)).toEqual([]);
    expect(await listed(48 * HOUR)).toEqual([due.id]);
    expect(notEvaluated.id).toBeDefined();

    // The job's own delay and switch count; another job keeps the defaults.
    await repos.feedbackSettings.saveJob({ jobId: job.jobId, autoSend: true, delayHours: 2 });
    expect(await listed(2 * HOUR)).toEqual([due.id]);
    expect(await listed(12 * HOUR)).toEqual([due.id, recent.id]);
    await repos.feedbackSettings.saveJob({ jobId: job.jobId, autoSend: false, delayHours: 2 });
    expect(await listed(100 * HOUR)).toEqual([]);
  });

  it('reads settings never saved as the defaults, and keeps what was saved', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    expect(await repos.feedbackSettings.job(job.jobId)).toEqual({
      jobId: job.jobId,
      autoSend: true,
      delayHours: 48,
    });
    expect(await repos.feedbackSettings.organisation(job.organisationId)).toEqual({
      organisationId: job.organisationId,
      showScores: false,
      contactEmail: null,
    });
    const saved = { organisationId: job.organisationId, showScores: true, contactEmail: 'jobs@acme.example' };
    expect(await repos.feedbackSettings.saveOrganisation(saved)).toEqual(saved);
    expect(await repos.feedbackSettings.saveOrganisation({ ...saved, contactEmail: null })).toEqual({
      ...saved,
      contactEmail: null,
    });
    expect(
      await repos.feedbackSettings.saveJob({ jobId: job.jobId, autoSend: false, delayHours: 6 }),
    ).toEqual({
      jobId: job.jobId,
      autoSend: false,
      delayHours: 6,
    });
  });
});

describeStorageContract('human review requests and review events', (context) => {
  it('stores one request per interview, lists the organisation’s newest first and counts them', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const first = await completedSession(repos, job.jobId);
    const second = await completedSession(repos, job.jobId);
    const a = await repos.humanReviews.add(aRequest(job, first.id, 10));
    expect(a.created).toBe(true);
    const again = await repos.humanReviews.add({ ...aRequest(job, first.id, 20), message: 'again' });
    expect(again).toEqual({ request: a.request, created: false });
    const b = await repos.humanReviews.add(aRequest(job, second.id, 30));
    await repos.humanReviews.update(a.request.id, {
      outcome: 'decision_stands',
      outcomeNote: 'Checked',
      decidedBy: job.userId,
      decidedAt: at(40),
    });
    const filter = { organisationId: job.organisationId };
    expect((await repos.humanReviews.list(filter, 10)).map((r) => r.id)).toEqual([
      b.request.id,
      a.request.id,
    ]);
    expect((await repos.humanReviews.list({ ...filter, open: true }, 10)).map((r) => r.id)).toEqual([
      b.request.id,
    ]);
    expect((await repos.humanReviews.list({ ...filter, open: false }, 10)).map((r) => r.id)).toEqual([
      a.request.id,
    ]);
    expect(await repos.humanReviews.counts(filter)).toEqual({ open: 1, decided: 1 });
    const other = await givenJob(repos);
    expect(await repos.humanReviews.counts({ organisationId: other.organisationId })).toEqual({
      open: 0,
      decided: 0,
    });
    expect(await repos.humanReviews.list({ ...filter, jobId: other.jobId }, 10)).toEqual([]);
    expect(await repos.humanReviews.findBySession(first.id)).toMatchObject({ outcome: 'decision_stands' });
  });

  it('claims each notice once, the candidate’s only once decided, and lists those still due', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const session = await completedSession(repos, job.jobId);
    const { request } = await repos.humanReviews.add(aRequest(job, session.id, 10));
    const dueOf = async (notice: 'hr' | 'candidate') =>
      (await repos.humanReviews.listNoticesDue(notice, at(100), 1000))
        .filter((r) => r.jobId === job.jobId)
        .map((r) => r.id);
    expect(await dueOf('hr')).toEqual([request.id]);
    expect(await repos.humanReviews.claimNotice(request.id, 'candidate', at(11))).toBe(false);
    expect(await repos.humanReviews.claimNotice(request.id, 'hr', at(11))).toBe(true);
    expect(await repos.humanReviews.claimNotice(request.id, 'hr', at(12))).toBe(false);
    expect(await dueOf('hr')).toEqual([]);
    await repos.humanReviews.releaseNotice(request.id, 'hr');
    expect(await dueOf('hr')).toEqual([request.id]);
    await repos.humanReviews.update(request.id, {
      outcome: 'decision_changed',
      outcomeNote: 'Yes',
      decidedAt: at(50),
    });
    expect(await dueOf('candidate')).toEqual([request.id]);
    expect(await repos.humanReviews.claimNotice(request.id, 'candidate', at(51))).toBe(true);
    expect(await dueOf('candidate')).toEqual([]);
  });

  it('tells a look beyond the score from none, and counts events per organisation', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const session = await completedSession(repos, job.jobId);
    const event = {
      sessionId: session.id,
      organisationId: job.organisationId,
      userId: job.userId,
      at: at(1),
    };
    await repos.reviewEvents.record({ ...event, id: newId(), kind: 'score_only_rejection_confirmed' });
    expect(await repos.reviewEvents.hasHumanLook(session.id)).toBe(false);
    await repos.reviewEvents.record({ ...event, id: newId(), kind: 'answer_played' });
    expect(await repos.reviewEvents.hasHumanLook(session.id)).toBe(true);
    expect(await repos.reviewEvents.count(job.organisationId, 'score_only_rejection_confirmed')).toBe(1);
    expect(await repos.reviewEvents.count(job.organisationId, 'criterion_opened')).toBe(0);
  });

  it('groups decided candidates by the band of their latest evaluation', async () => {
    const { repos } = context();
    const job = await givenJob(repos);
    const decide = async (
      outcome: 'hired' | 'rejected' | 'considering',
      band: string | null,
      overallScore: number | null = 70,
    ) => {
      const session = await completedSession(repos, job.jobId);
      if (band !== 'none')
        await evaluate(repos, session.id, { recommendation: band ?? undefined, overallScore });
      await repos.candidateSessions.update(session.id, { hiringOutcome: outcome });
    };
    await decide('hired', 'No Hire');
    await decide('hired', 'No Hire');
    await decide('rejected', 'Hire');
    await decide('considering', 'Hire');
    await decide('rejected', 'none');
    await decide('rejected', 'Maybe', null);
    const groups = await repos.decisions.decisionsByBand(job.organisationId);
    const sorted = [...groups].sort((a, b) => `${a.outcome}${a.band}`.localeCompare(`${b.outcome}${b.band}`));
    expect(sorted).toEqual([
      { outcome: 'hired', band: 'No Hire', candidates: 2 },
      { outcome: 'rejected', band: 'Hire', candidates: 1 },
      { outcome: 'rejected', band: null, candidates: 1 },
    ]);
  });
});
