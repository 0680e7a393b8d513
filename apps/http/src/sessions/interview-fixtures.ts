import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createJob, patch, signedIn, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import type { TestApp } from '../testing/test-app.js';

/** A minimal WebM (EBML header, DocType webm) followed by `payload` random bytes: content sniffing needs only the header. */
export function webmBytes(payload = 2_000): Uint8Array {
  const header = Uint8Array.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0x82,
    0x84,
    ...[...'webm'].map((c) => c.charCodeAt(0)),
  ]);
  return Buffer.concat([header, randomBytes(payload)]);
}

/** A tiny PDF-looking file. */
export const pdfBytes = (size = 1_000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
/** The first bytes of a PNG, with random data after them. */
export const pngBytes = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(500)]);

/** The intake fields of a valid candidate (consent given). */
export const intake = {
  candidateName: 'Wanjiru Kamau',
  candidatePhone: '+254 712 345 678',
  candidateEmail: 'wanjiru@example.com',
  referrerUrl: 'https://jobs.example.com/listing/7',
  consent: 'true',
};

/** A browser of one candidate: a cookie jar, multipart and JSON requests. */
export class CandidateBrowser {
  private cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /** Names of the cookies the browser holds. */
  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  async request(
    method: string,
    path: string,
    init: { body?: RequestInit['body']; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      body: init.body,
      headers: {
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...init.headers,
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      body = JSON.parse(bytes.toString('utf8'));
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, bytes, body };
  }

  /** POST a multipart form of text fields and files ({ name: [bytes, fileName, type] }). */
  postForm(
    path: string,
    fields: Record<string, string>,
    files: Record<string, [Uint8Array, string, string?]> = {},
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [k, [bytes, name, type]] of Object.entries(files)) {
      form.append(k, new Blob([bytes], { type: type ?? 'application/octet-stream' }), name);
    }
    return this.request('POST', path, { body: form, headers });
  }

  json(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.request(method, path, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  get = (path: string, headers: Record<string, string> = {}) => this.request('GET', path, { headers });
}

/** The jobs world plus an open job, one requiring identity verification, a draft and an archived job. */
export interface InterviewWorld extends JobsWorld {
  jobId: string;
  verifiedJobId: string;
  draftJobId: string;
  archivedJobId: string;
  questions: { id: string; text: string }[];
  browser(): CandidateBrowser;
}

/** Starts the app with HR users of two organisations and the four jobs. */
export async function startInterviewWorld(): Promise<InterviewWorld> {
  const world = await startJobsWorld();
  const open = await createJob(world.hr, { requireIdentityVerification: 'false' });
  const verified = await createJob(world.hr, { requireIdentityVerification: 'true' });
  const draft = await createJob(world.hr, { status: 'draft', requireIdentityVerification: 'false' });
  const archived = await createJob(world.hr, { requireIdentityVerification: 'false' });
  expect((await patch(world.hr, archived.id, { status: 'archived' })).status).toBe(200);
  return {
    ...world,
    jobId: open.id,
    verifiedJobId: verified.id,
    draftJobId: draft.id,
    archivedJobId: archived.id,
    questions: open.questions,
    browser: () => new CandidateBrowser(world.server.url),
  };
}

/** Starts a session for `jobId` in `browser` and returns its JSON (fails the test unless 201). */
export async function startSession(browser: CandidateBrowser, jobId: string) {
  const res = await browser.postForm('/api/sessions', { ...intake, jobId });
  expect(res.status).toBe(201);
  return res.body as { id: string; candidateToken: string } & Record<string, unknown>;
}

/** Uploads an answer. */
export function uploadAnswer(
  browser: CandidateBrowser,
  sessionId: string,
  questionIndex: number,
  audio: Uint8Array = webmBytes(),
  headers: Record<string, string> = {},
) {
  return browser.postForm(
    '/api/responses',
    { sessionId, questionIndex: String(questionIndex), questionText: `Question ${questionIndex}` },
    { audio: [audio, 'answer.webm', 'audio/webm'] },
    headers,
  );
}

/**
 * On `server`: signs up amina, publishes a job without identity check and takes one
 * whole interview — every answer, then completion (each step fails the test unless it succeeds).
 */
export async function completedInterview(server: Pick<TestApp, 'url' | 'app'>) {
  const { url } = server;
  const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  const job = await createJob(hr, { requireIdentityVerification: 'false' });
  const { browser, sessionId } = await takeInterview(url, job);
  return { hr, job, browser, sessionId };
}

/** A candidate at `url` takes `job`'s whole interview: every answer, then completion. */
export async function takeInterview(url: string, job: { id: string; questions: unknown[] }) {
  const browser = new CandidateBrowser(url);
  const sessionId = (await startSession(browser, job.id)).id;
  for (let q = 0; q < job.questions.length; q++) {
    expect((await uploadAnswer(browser, sessionId, q)).status).toBe(201);
  }
  const completed = await browser.json('PATCH', `/api/sessions/${sessionId}`, {
    status: 'completed',
    completedAt: new Date().toISOString(),
    timePerQuestion: job.questions.map(() => 30),
    tabSwitchCount: 0,
  });
  expect(completed.status).toBe(200);
  return { browser, sessionId };
}
