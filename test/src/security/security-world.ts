import { randomBytes, randomUUID } from 'node:crypto';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { addressKey } from '@sauti/http/auth/address-key';
import { job as jobForm } from '@sauti/http/jobs/job-fixtures';
import { intake, pdfBytes, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { confirmationToken } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { SELF_ID_CONFIG, SELF_ID_MARKER } from './self-id-marker.js';

export { SELF_ID_MARKER };
import { formOf, HttpCaller } from './http-caller.js';

/**
 * The kinds of caller of the authorization matrix (issue 9, Security; issue 16 added the last
 * three): a visitor; a registrant who never confirmed the address (holds no session or password:
 * signing in answers 401); two candidates; HR of another organisation; a confirmed colleague of HR's domain
 * still waiting for approval; the administrator impersonating HR of the other organisation; HR
 * of the job's organisation; the administrator.
 */
export const CALLERS = [
  'anonymous',
  'unverified',
  'candidate',
  'otherCandidate',
  'otherHr',
  'pending',
  'impersonating',
  'hr',
  'admin',
] as const;
export type CallerName = (typeof CALLERS)[number];

export const PASSWORD = 'correct horse 1';
export const ADMIN_EMAIL = 'boss@sauti-hq.com';
export const HR_EMAIL = 'amina.secret@acme-logistics.co.ke';
export const OTHER_HR_EMAIL = 'eve@rival-corp.co.ke';
/** Confirmed at HR's domain, so waiting for HR's approval. */
export const PENDING_EMAIL = 'mallory@acme-logistics.co.ke';
/** Registered at HR's domain and never confirmed. */
export const UNVERIFIED_EMAIL = 'trudy@acme-logistics.co.ke';

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

/**
 * Gives back the budgets the fuzzer spends on preparing its rows, not on what it tests: HR's and
 * the other organisation's HR's hour of invitation requests (120 per member,
 * BUDGETS.invitationRequestsPerMember) and the loopback address's interview starts (40 per 10
 * minutes, BUDGETS.sessionStartsPerAddress). The fuzzer spends more than either in one window;
 * each budget is tested on its own (csv-invitations.test.ts, abuse-limits.test.ts), and here it
 * would only turn the checks of later routes into 429s depending on when the window turns.
 */
export async function spareBudgets(world: SecurityWorld): Promise<void> {
  const { rateLimits } = world.server.app.get(STORAGE.Repositories);
  for (const userId of [world.hrUserId, world.otherHrUserId]) {
    await rateLimits.reset(`budget:invitation-requests:${userId}`);
    await rateLimits.reset(`budget:drafting-requests:${userId}`);
  }
  await rateLimits.reset(`budget:start:address:${addressKey('127.0.0.1')}`);
}

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
  otherHrUserId: string;
  /** Confirmed colleagues of HR's domain waiting for approval, one per decision row. */
  waitingToApproveId: string;
  waitingToRefuseId: string;
  /** The session's stored verification file path, read now (uploads replace it). */
  verificationPath(): Promise<string>;
}

async function register(caller: HttpCaller, email: string): Promise<void> {
  const res = await caller.request('POST', '/api/register', {
    json: { email, firstName: 'Test', lastName: caller.name },
  });
  if (res.status !== 202) throw new Error(`register ${email}: ${res.status} ${res.text}`);
}

/** Signs up through the real flow: registration, the link read from the outbox, confirmation. */
async function signUp(server: TestApp, name: string, email: string): Promise<HttpCaller> {
  const caller = new HttpCaller(name, server.url);
  await register(caller, email);
  const res = await caller.request('POST', '/api/verify-email', {
    json: {
      token: await confirmationToken(server, email),
      password: PASSWORD,
      firstName: 'Test',
      lastName: caller.name,
    },
  });
  if (res.status !== 200) throw new Error(`confirm ${email}: ${res.status} ${res.text}`);
  return caller;
}

/** The administrator signed in on a browser of their own and impersonating `userId`. */
export async function impersonator(server: TestApp, userId: string, caller?: HttpCaller) {
  const admin = caller ?? new HttpCaller('impersonating', server.url);
  const login = await admin.request('POST', '/api/login', {
    json: { email: ADMIN_EMAIL, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status} ${login.text}`);
  const res = await admin.request('POST', `/api/admin/impersonate/${userId}`, {
    json: { reason: 'Security matrix: acting as this user' },
  });
  if (res.status !== 200) throw new Error(`impersonate: ${res.status} ${res.text}`);
  return admin;
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
/**
 * A phone provider whose API is a closed loopback port: the phone routes are mounted and answer as
 * configured, every call or text Sauti tries fails fast, and nothing leaves the machine.
 */
export const PHONE_ENV = {
  PHONE_PROVIDER: 'twilio',
  PHONE_NUMBER: '+254207654321',
  PHONE_NUMBER_SECRET: 'security-number-secret-000000',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'security-world-token',
  TWILIO_API_URL: 'http://127.0.0.1:9',
};

export async function startSecurityWorld(env: Record<string, string> = {}): Promise<SecurityWorld> {
  const server = await startTestApp({
    PUBLIC_URL: 'https://hire.example.test',
    ADMIN_EMAIL,
    ...PHONE_ENV,
    ...env,
  });
  const hr = await signUp(server, 'hr', HR_EMAIL);
  const otherHr = await signUp(server, 'otherHr', OTHER_HR_EMAIL);
  const admin = await signUp(server, 'admin', ADMIN_EMAIL);
  const pending = await signUp(server, 'pending', PENDING_EMAIL);
  await signUp(server, 'waiting', 'approve.me@acme-logistics.co.ke');
  await signUp(server, 'waiting', 'refuse.me@acme-logistics.co.ke');
  const unverified = new HttpCaller('unverified', server.url);
  await register(unverified, UNVERIFIED_EMAIL);
  const tried = await unverified.request('POST', '/api/login', {
    json: { email: UNVERIFIED_EMAIL, password: PASSWORD },
  });
  must(tried.status === 401 && !unverified.cookieHeader(), 'unconfirmed sign-in', tried);
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
  const categories = await hr.request('PUT', '/api/organisation/self-identification', {
    json: SELF_ID_CONFIG,
  });
  must(categories.status === 200, 'self-identification categories', categories);
  const selfId = await otherCandidate.request('PUT', `/api/sessions/${other.id}/self-identification`, {
    json: { sex: 'female', categories: { custom_home_region: SELF_ID_MARKER.toLowerCase() } },
  });
  must(selfId.status === 200, 'self-identification', selfId);

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
  const idOf = async (email: string) => (await repos.users.findByEmail(email))!.id;
  const otherHrUserId = await idOf(OTHER_HR_EMAIL);
  const impersonating = await impersonator(server, otherHrUserId);

  return {
    server,
    callers: { anonymous, unverified, candidate, otherCandidate, otherHr, pending, impersonating, hr, admin },
    jobId,
    verifiedJobId,
    draftJobId,
    disposableJobId,
    sessionId: session.id,
    otherSessionId: other.id,
    verifiedSessionId: verified.id,
    audioPath: answer.body.audioFilePath as string,
    hrUserId: await idOf(HR_EMAIL),
    otherHrUserId,
    waitingToApproveId: await idOf('approve.me@acme-logistics.co.ke'),
    waitingToRefuseId: await idOf('refuse.me@acme-logistics.co.ke'),
    async verificationPath() {
      const found = await repos.candidateSessions.findById(verified.id);
      return found?.verificationFilePath ?? 'missing';
    },
  };
}
