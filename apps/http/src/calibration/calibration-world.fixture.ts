import { expect } from 'vitest';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import { signUp, signUpColleague } from '../testing/sign-up.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

export const ABOUT = 'Tell us about yourself.';
export const CALL = 'Describe a difficult customer call.';
export const ADMIN = 'boss@sauti-hq.com';

/** An answer to the call question of a given quality (a real, scoreable transcript). */
export function callAnswer(i: number): string {
  return [
    `A customer called about a double charge on her airtime, case ${i}.`,
    'I listened without interrupting, checked the transaction log, found the duplicate',
    'and reversed it the same day, then called her back to confirm the refund reached her.',
  ].join(' ');
}

/** The app with evaluation workers, Amina and her colleague Otieno, Eve of another organisation, the administrator. */
export interface CalibrationWorld {
  server: TestApp;
  amina: TestClient;
  otieno: TestClient;
  eve: TestClient;
  admin: TestClient;
  jobId: string;
  otherJobId: string;
  /** Amina's job's candidates c0..c6, all evaluated long ago with per-answer scores. */
  sessions: string[];
  otherSessionId: string;
}

export async function startCalibrationWorld(): Promise<CalibrationWorld> {
  const server = await startTestApp(
    { PUBLIC_URL: 'https://hire.example.test', ADMIN_EMAIL: ADMIN },
    {},
    { workers: { queues: ['evaluate'] }, queueTuning: { retryDelaySeconds: 1 } },
  );
  const amina = (
    await signUp(server, { email: 'amina@acme-logistics.co.ke', firstName: 'Amina', lastName: 'Otieno' })
  ).client;
  const otieno = (
    await signUpColleague(server, amina, {
      email: 'otieno@acme-logistics.co.ke',
      firstName: 'Baraka',
      lastName: 'Otieno',
    })
  ).client;
  const eve = await signedIn(server, 'eve@rival-corp.co.ke');
  const admin = (await signUp(server, { email: ADMIN })).client;
  const criteriaConfig = buildCriteriaConfig({ communication: 60, problem_solving: 40 });
  const questions = [ABOUT, { text: CALL, pillarId: 'communication' }];
  const jobId = (await createJob(amina, { criteriaConfig, questions, requireIdentityVerification: 'false' }))
    .id;
  const otherJobId = (
    await createJob(eve, { criteriaConfig, questions, requireIdentityVerification: 'false' })
  ).id;
  const scores = [90, 75, 55, 35, 15, 60, 80];
  const sessions = await seedCandidates(
    server,
    jobId,
    scores.map((score, i) => ({
      name: `Candidate ${i}`,
      answers: [
        {
          duration: 20,
          question: ABOUT,
          text: `I grew up in Kisumu and worked four years in a call centre, says ${i}.`,
        },
        { duration: 25, question: CALL, text: callAnswer(i) },
      ],
      evaluation: {
        overall: score,
        scores: { communication: score, problem_solving: score },
        analysis: {
          evaluatorVersion: 'local-rubric@2',
          answers: [
            { questionIndex: 0, assessable: true, score },
            { questionIndex: 1, assessable: true, score },
          ],
        },
      },
    })),
  );
  const [otherSessionId] = await seedCandidates(server, otherJobId, [
    {
      answers: [
        { duration: 20, question: ABOUT },
        { duration: 20, question: CALL },
      ],
    },
  ]);
  return { server, amina, otieno, eve, admin, jobId, otherJobId, sessions, otherSessionId: otherSessionId! };
}

/** The rating path of a candidate's answer. */
export const ratingPath = (jobId: string, sessionId: string, questionIndex: number | string) =>
  `/api/jobs/${jobId}/candidates/${sessionId}/answers/${questionIndex}/rating`;

/** Rates an answer and fails the test unless it was stored. */
export async function rate(client: TestClient, jobId: string, sessionId: string, rating: number) {
  const res = await client.request('PUT', ratingPath(jobId, sessionId, 1), { rating });
  expect(res.status).toBe(200);
  return res.body;
}
