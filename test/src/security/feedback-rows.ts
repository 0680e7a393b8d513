import { TOKENS } from '@sauti/adapters/container/tokens';
import { intake, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { outboxMails } from '@sauti/http/testing/outbox';
import { all, json, member, thisOrganisation, type MatrixRow } from './caller-expectations.js';
import { formOf, HttpCaller } from './http-caller.js';
import type { RouteKey } from './route-inventory.js';
import type { SecurityWorld } from './security-world.js';

/** One completed interview of HR's job per row that acts on one, so rows do not interfere. */
const interviews = new Map<string, Promise<{ sessionId: string; email: string }>>();

function completedFor(w: SecurityWorld, purpose: string): Promise<{ sessionId: string; email: string }> {
  const existing = interviews.get(purpose);
  if (existing) return existing;
  const made = (async () => {
    const email = `${purpose}@matrix.example.com`;
    const candidate = new HttpCaller(`candidate-${purpose}`, w.server.url);
    const started = await candidate.request('POST', '/api/sessions', {
      form: formOf({ ...intake, candidateEmail: email, jobId: w.jobId }),
    });
    const sessionId = started.body?.id as string;
    if (started.status !== 201) throw new Error(`session for ${purpose}: ${started.status} ${started.text}`);
    for (const questionIndex of [0, 1]) {
      const answer = await candidate.request('POST', '/api/responses', {
        form: formOf(
          { sessionId, questionIndex: String(questionIndex), questionText: 'Q' },
          { audio: [webmBytes(), 'a.webm', 'audio/webm'] },
        ),
      });
      if (answer.status !== 201) throw new Error(`answer for ${purpose}: ${answer.status}`);
    }
    const done = await candidate.request('PATCH', `/api/sessions/${sessionId}`, {
      json: { status: 'completed' },
    });
    if (done.status !== 200) throw new Error(`complete for ${purpose}: ${done.status}`);
    return { sessionId, email };
  })();
  interviews.set(purpose, made);
  return made;
}

/** A completed interview whose feedback HR sent, with the page link's token read from the outbox. */
const links = new Map<string, Promise<{ sessionId: string; token: string }>>();
function sentFeedbackFor(w: SecurityWorld, purpose: string): Promise<{ sessionId: string; token: string }> {
  const existing = links.get(purpose);
  if (existing) return existing;
  const made = (async () => {
    const { sessionId, email } = await completedFor(w, purpose);
    const sent = await w.callers.hr.request(
      'POST',
      `/api/jobs/${w.jobId}/candidates-v2/${sessionId}/feedback/send`,
      {
        json: { note: 'Thank you for your interview.' },
      },
    );
    if (sent.status !== 200) throw new Error(`feedback for ${purpose}: ${sent.status} ${sent.text}`);
    const mails = await outboxMails(w.server.app.get(TOKENS.Config).dataDir);
    const text = mails.filter((m) => m.to === email).at(-1)?.text ?? '';
    const token = /\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`no feedback link mailed to ${email}`);
    return { sessionId, token };
  })();
  links.set(purpose, made);
  return made;
}

/** A review request of HR's organisation, asked through the candidate's page. */
async function reviewRequestFor(w: SecurityWorld, purpose: string): Promise<string> {
  const { sessionId, token } = await sentFeedbackFor(w, purpose);
  const asked = await new HttpCaller('candidate', w.server.url).request(
    'POST',
    `/api/candidate-feedback/${sessionId}/review-request`,
    { json: { token } },
  );
  if (asked.status !== 200) throw new Error(`review request for ${purpose}: ${asked.status} ${asked.text}`);
  const listed = await w.callers.hr.request('GET', `/api/review-requests`);
  const found = (listed.body?.requests as Array<{ id: string; sessionId: string }>).find(
    (r) => r.sessionId === sessionId,
  );
  if (!found) throw new Error(`review request for ${purpose} not listed`);
  return found.id;
}

/** Preparing a row stores rows of its own (a sent feedback, a request): count the tables afresh after. */
const countAfresh = async () => undefined;
const feedbackOf = async (w: SecurityWorld, purpose: string) =>
  `/api/jobs/${w.jobId}/candidates-v2/${(await completedFor(w, purpose)).sessionId}/feedback`;

/**
 * Candidate feedback and human review (docs/behaviour/interview.md §17, §18, docs/behaviour/review.md §12): HR of
 * the job's organisation; the candidate's page answers its link's token alone, whoever calls.
 */
export const FEEDBACK_ROWS: Record<RouteKey, MatrixRow> = {
  'GET /api/jobs/:jobId/candidates-v2/:sessionId/feedback': {
    request: async (w) => ({ path: await feedbackOf(w, 'view') }),
    expected: thisOrganisation(),
  },
  'PUT /api/jobs/:jobId/candidates-v2/:sessionId/feedback': {
    request: async (w) => ({ path: await feedbackOf(w, 'save'), body: json({ note: 'Draft' }) }),
    expected: thisOrganisation(),
    after: countAfresh,
  },
  'POST /api/jobs/:jobId/candidates-v2/:sessionId/feedback/hold': {
    request: async (w) => ({ path: `${await feedbackOf(w, 'hold')}/hold`, body: json({ held: true }) }),
    expected: thisOrganisation(),
    after: countAfresh,
  },
  'POST /api/jobs/:jobId/candidates-v2/:sessionId/feedback/send': {
    request: async (w) => ({
      path: `${await feedbackOf(w, 'send')}/send`,
      body: json({ note: 'Thank you' }),
    }),
    expected: thisOrganisation(),
    after: countAfresh,
  },
  'GET /api/jobs/:jobId/feedback-settings': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/feedback-settings` }),
    expected: thisOrganisation(),
  },
  'PUT /api/jobs/:jobId/feedback-settings': {
    request: (w) => ({
      path: `/api/jobs/${w.jobId}/feedback-settings`,
      body: json({ autoSend: true, delayHours: 48 }),
    }),
    expected: thisOrganisation(),
  },
  'GET /api/organisation/feedback-settings': {
    request: () => ({ path: '/api/organisation/feedback-settings' }),
    expected: member(),
  },
  'PUT /api/organisation/feedback-settings': {
    request: () => ({
      path: '/api/organisation/feedback-settings',
      body: json({ showScores: false, contactEmail: null }),
    }),
    expected: member(),
  },
  'GET /api/review-requests': { request: () => ({ path: '/api/review-requests' }), expected: member() },
  'POST /api/review-requests/:id/outcome': {
    request: async (w) => ({
      path: `/api/review-requests/${await reviewRequestFor(w, 'outcome')}/outcome`,
      body: json({ outcome: 'decision_stands', note: 'We listened again.' }),
    }),
    expected: thisOrganisation(),
    after: countAfresh,
  },
  'POST /api/candidate-sessions/:sessionId/review-events': {
    request: (w) => ({
      path: `/api/candidate-sessions/${w.sessionId}/review-events`,
      body: json({ kind: 'answer_played' }),
    }),
    expected: thisOrganisation(201),
  },
  'GET /api/public/jobs/:id/assessment': {
    request: (w) => ({ path: `/api/public/jobs/${w.jobId}/assessment` }),
    expected: all(200),
  },
  'POST /api/candidate-feedback/:sessionId': {
    request: async (w) => {
      const { sessionId, token } = await sentFeedbackFor(w, 'page');
      return { path: `/api/candidate-feedback/${sessionId}`, body: json({ token }) };
    },
    expected: all(200),
    after: countAfresh,
  },
  'POST /api/candidate-feedback/:sessionId/review-request': {
    request: async (w) => {
      const { sessionId, token } = await sentFeedbackFor(w, 'ask');
      return { path: `/api/candidate-feedback/${sessionId}/review-request`, body: json({ token }) };
    },
    expected: all(200),
    after: countAfresh,
  },
};
