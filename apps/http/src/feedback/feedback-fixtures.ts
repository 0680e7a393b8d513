import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { FEEDBACK } from '@sauti/adapters/container/feedback-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { Clock } from '@sauti/core/ports/clock';
import { createJob } from '../jobs/job-fixtures.js';
import { CandidateBrowser, intake, uploadAnswer } from '../sessions/interview-fixtures.js';
import type { TestClient } from '../testing/client.js';
import type { TestApp } from '../testing/test-app.js';

/** Real time plus an offset the test moves: everything else keeps running as it does. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const HOUR = 3_600_000;

/** A job of `hr` with the job fixture's two questions and no identity check. */
export async function feedbackJob(hr: TestClient, overrides: Record<string, unknown> = {}) {
  return createJob(hr, { requireIdentityVerification: 'false', ...overrides });
}

/**
 * One candidate's whole interview through the candidate's own calls: the intake, every answer,
 * completion with the page's timing data, and the evaluation request.
 */
export async function takeInterview(
  server: TestApp,
  job: { id: string; questions: unknown[] },
  candidate: { name: string; email: string; tabSwitchCount?: number },
) {
  const browser = new CandidateBrowser(server.url);
  const started = await browser.postForm('/api/sessions', {
    ...intake,
    candidateName: candidate.name,
    candidateEmail: candidate.email,
    jobId: job.id,
  });
  expect(started.status).toBe(201);
  const sessionId = started.body.id as string;
  for (let q = 0; q < job.questions.length; q++)
    expect((await uploadAnswer(browser, sessionId, q)).status).toBe(201);
  const completed = await browser.json('PATCH', `/api/sessions/${sessionId}`, {
    status: 'completed',
    timePerQuestion: job.questions.map(() => 45),
    tabSwitchCount: candidate.tabSwitchCount ?? 0,
  });
  expect(completed.status).toBe(200);
  return { browser, sessionId };
}

/**
 * Stores an evaluation as the evaluator does (the pipeline itself is tested with the evaluation):
 * scored against the default criteria unless `notScored`.
 */
export async function storeEvaluation(
  server: TestApp,
  sessionId: string,
  options: { notScored?: boolean } = {},
) {
  const scored = !options.notScored;
  await server.app.get(STORAGE.Repositories).evaluations.add({
    id: randomUUID(),
    sessionId,
    overallScore: scored ? 71 : null,
    strengths: 'SCORER-STRENGTH-TEXT',
    weaknesses: 'SCORER-WEAKNESS-TEXT',
    recommendation: scored ? 'Hire' : null,
    detailedAnalysis: scored
      ? { scored: true, summary: 'SCORER-SUMMARY' }
      : { scored: false, notScoredReasons: ['Only 0 of 2 answers could be assessed'] },
    pillarScores: scored
      ? { communication: 88, problem_solving: 76, motivation: 52, adaptability: 70, collaboration: 64 }
      : null,
    evaluatedAt: new Date(),
  });
}

/** Runs the workers' candidate-mail sweep once, as every 10 minutes (in an ORM context like the workers). */
export function sweepCandidateMail(server: TestApp) {
  return server.app.get(STORAGE.RequestScope).run(() => server.app.get(FEEDBACK.Sweep).execute());
}

/** The candidate page's path and token of a feedback mail's link. */
export function feedbackLinkIn(text: string): { sessionId: string; token: string; url: URL } {
  const match = /https?:\/\/\S+\/interview\/[^/\s]+\/feedback\/[^?\s]+\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error(`no feedback link in: ${text}`);
  const url = new URL(match[0]);
  return { sessionId: url.pathname.split('/').at(-1)!, token: url.searchParams.get('token')!, url };
}
