import { randomBytes, randomUUID } from 'node:crypto';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { job as jobForm } from '@sauti/http/jobs/job-fixtures';
import { intake, pdfBytes, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { formOf, HttpCaller } from './http-caller.js';

/** The six kinds of caller of the authorization matrix (issue 9, Security). */
export const CALLERS = ['anonymous', 'candidate', 'otherCandidate', 'otherHr', 'hr', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

export const PASSWORD = 'correct horse 1';
export const ADMIN_EMAIL = 'boss@sauti-hq.com';
export const HR_EMAIL = 'amina.secret@acme-logistics.co.ke';

/**
 * Strings only HR of the job's organisation may read (the candidate may read their own
 * intake, never HR's evaluation). Each is unique, so finding one in an answer is a leak.
 */
export const MARKERS = {
  candidateName: 'Zawadi Markerline',
  candidateEmail: 'zawadi.marker@example.com',
  candidatePhone: '+254 799 314 159',
  cvBytes: 'CV-PRIVATE-7f3a',
  audioBytes: 'AUDIO-PRIVATE-91bc',
  videoBytes: 'VIDEO-PRIVATE-c0de',
  evaluation: 'EVALUATION-PRIVATE-5e11',
  draftTitle: 'Draft Role Private 4242',
  hrEmail: HR_EMAIL,
} as const;

/** Bytes that sniff as `head`'s kind and carry `marker` in plain text. */
const marked = (head: Uint8Array, marker: string) =>
  Buffer.concat([head, Buffer.from(` ${marker} `), randomBytes(64)]);

/** Everything the matrix needs: the server, one caller of each kind, and real ids for path params. */
export interface SecurityWorld {
  server: TestApp;
  callers: Record<CallerName, HttpCaller>;
  jobId: string;
  verifiedJobId: string;
  draftJobId: string;
  /** A job only used by DELETE /api/jobs/{id}. */
  disposableJobId: string;
  sessionId: string;
  otherSessionId: string;
  verifiedSessionId: string;
  audioPath: string;
  hrUserId: string;
  /** The session's stored verification file path, read now (uploads replace it). */
  verificationPath(): Promise<string>;
}

async function signIn(server: TestApp, name: string, email: string): Promise<HttpCaller> {
  const caller = new HttpCaller(name, server.url);
  const res = await caller.request('POST', '/api/register', {
    json: { email, password: PASSWORD, firstName: 'Test', lastName: name },
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${res.text}`);
  return caller;
}

async function createJob(hr: HttpCaller, overrides: Record<string, unknown>): Promise<string> {
  const res = await hr.request('POST', '/api/jobs', { json: { ...jobForm, ...overrides } });
  if (res.status !== 201) throw new Error(`create job: ${res.status} ${res.text}`);
  return res.body.id as string;
}

async function startSession(
  candidate: HttpCaller,
  jobId: string,
  fields: Record<string, string>,
  cv?: Uint8Array,
): Promise<{ status: number; id: string }> {
  const res = await candidate.request('POST', '/api/sessions', {
    form: formOf({ ...intake, ...fields, jobId }, cv ? { cv: [cv, 'cv.pdf', 'application/pdf'] } : {}),
  });
  const id = (res.body?.id ?? res.body?.sessionId) as string | undefined;
  if (!id) throw new Error(`start session: ${res.status} ${res.text}`);
  return { status: res.status, id };
}

function must(ok: boolean, what: string, res: { status: number; text: string }): void {
  if (!ok) throw new Error(`${what}: ${res.status} ${res.text}`);
}

/**
 * One world: HR of two organisations and the admin; a job with the candidate's in-progress session
 * (an answer, a CV, an evaluation) and another candidate's completed session; a session of a job
 * requiring identity verification with a pending video; a draft job and a draft to delete.
 */
export async function startSecurityWorld(env: Record<string, string> = {}): Promise<SecurityWorld> {
  const server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test', ADMIN_EMAIL, ...env });
  const hr = await signIn(server, 'hr', HR_EMAIL);
  const otherHr = await signIn(server, 'otherHr', 'eve@rival-corp.co.ke');
  const admin = await signIn(server, 'admin', ADMIN_EMAIL);
  const anonymous = new HttpCaller('anonymous', server.url);
  const candidate = new HttpCaller('candidate', server.url);
  const otherCandidate = new HttpCaller('otherCandidate', server.url);

  const jobId = await createJob(hr, { requireIdentityVerification: 'false' });
  const verifiedJobId = await createJob(hr, { requireIdentityVerification: 'true' });
  const draftJobId = await createJob(hr, {
    status: 'draft',
    title: MARKERS.draftTitle,
    requireIdentityVerification: 'false',
  });
  const disposableJobId = await createJob(hr, { status: 'draft', requireIdentityVerification: 'false' });

  const mine = {
    candidateName: MARKERS.candidateName,
    candidateEmail: MARKERS.candidateEmail,
    candidatePhone: MARKERS.candidatePhone,
  };
  const session = await startSession(candidate, jobId, mine, marked(pdfBytes(200), MARKERS.cvBytes));
  const answer = await candidate.request('POST', '/api/responses', {
    form: formOf(
      { sessionId: session.id, questionIndex: '0', questionText: 'Tell us about yourself.' },
      { audio: [marked(webmBytes(100), MARKERS.audioBytes), 'answer.webm', 'audio/webm'] },
    ),
  });
  must(answer.status === 201, 'answer', answer);
  const other = await startSession(otherCandidate, jobId, {});
  for (const questionIndex of [0, 1]) {
    const res = await otherCandidate.request('POST', '/api/responses', {
      form: formOf(
        {
          sessionId: other.id,
          questionIndex: String(questionIndex),
          questionText: `Question ${questionIndex}`,
        },
        { audio: [webmBytes(), 'answer.webm', 'audio/webm'] },
      ),
    });
    must(res.status === 201, 'other answer', res);
  }
  const completed = await otherCandidate.request('PATCH', `/api/sessions/${other.id}`, {
    json: { status: 'completed' },
  });
  must(completed.status === 200, 'complete', completed);

  const verified = await startSession(candidate, verifiedJobId, mine);
  const phrase = await candidate.request('POST', '/api/verification/phrase', {
    json: { sessionId: verified.id },
  });
  must(phrase.status === 200, 'phrase', phrase);
  const video = await candidate.request('POST', '/api/verification/upload', {
    form: formOf(
      { sessionId: verified.id },
      { video: [marked(webmBytes(100), MARKERS.videoBytes), 'clip.webm', 'video/webm'] },
    ),
  });
  must(video.status === 200, 'video', video);

  const repos = server.app.get(STORAGE.Repositories);
  await repos.evaluations.add({
    id: randomUUID(),
    sessionId: session.id,
    overallScore: 77,
    strengths: MARKERS.evaluation,
    weaknesses: 'Brief answers',
    recommendation: 'Hire',
    detailedAnalysis: null,
    pillarScores: null,
    evaluatedAt: new Date(),
  });
  const hrUser = await repos.users.findByEmail(HR_EMAIL);

  return {
    server,
    callers: { anonymous, candidate, otherCandidate, otherHr, hr, admin },
    jobId,
    verifiedJobId,
    draftJobId,
    disposableJobId,
    sessionId: session.id,
    otherSessionId: other.id,
    verifiedSessionId: verified.id,
    audioPath: answer.body.audioFilePath as string,
    hrUserId: hrUser!.id,
    async verificationPath() {
      const found = await repos.candidateSessions.findById(verified.id);
      return found?.verificationFilePath ?? 'missing';
    },
  };
}
