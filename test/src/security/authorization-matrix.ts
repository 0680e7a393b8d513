import { job as jobForm } from '@sauti/http/jobs/job-fixtures';
import { intake, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { TUS_HEADERS, tusMetadata } from '@sauti/http/uploads/tus-fixtures';
import { jpegBytes } from '@sauti/http/verification/verification-fixtures';
import {
  all,
  candidateOnly,
  candidateOrHr,
  json,
  member,
  signedIn,
  thisOrganisation,
  type MatrixRow,
} from './caller-expectations.js';
import { formOf } from './http-caller.js';
import type { RouteKey } from './route-inventory.js';
import type { CallerName } from './security-world.js';
import { ACCOUNTABILITY_ROWS } from './accountability-rows.js';
import { ACCOUNT_AND_ADMIN_ROWS } from './account-rows.js';
import { API_KEY_ROWS } from './api-key-rows.js';
import { CALIBRATION_ROWS } from './calibration-rows.js';
import { CANDIDATE_INVITATION_ROWS } from './candidate-invitation-rows.js';
import { FEEDBACK_ROWS } from './feedback-rows.js';
import { WEBHOOK_ROWS } from './webhook-rows.js';
import { PHONE_ROWS } from './phone-rows.js';

export type { Expected, MatrixRow } from './caller-expectations.js';

/** The headers that announce a resumable upload of `size` bytes. */
const tusCreation = (size: number, fields: Record<string, string>) => ({
  ...TUS_HEADERS,
  'Upload-Length': String(size),
  'Upload-Metadata': tusMetadata(fields),
});

/**
 * Every route × the callers of CALLERS. A route mounted without a row here fails the matrix test, so
 * adding an endpoint means deciding who may call it. Rows run in this order, and callers in
 * CALL_ORDER, so state-changing calls by allowed callers come after the refused ones.
 */
export const MATRIX: Record<RouteKey, MatrixRow> = {
  'GET /api/health': { request: () => ({ path: '/api/health' }), expected: all(200) },
  'GET /api/legal/privacy': { request: () => ({ path: '/api/legal/privacy' }), expected: all(200) },
  'GET /api/legal/terms': { request: () => ({ path: '/api/legal/terms' }), expected: all(200) },
  // The world has an administrator: first-run setup is gone for everyone (its open state has its
  // own attacks in apps/http/src/setup/setup.test.ts).
  'GET /api/setup': { request: () => ({ path: '/api/setup' }), expected: all(404) },
  'POST /api/setup': {
    request: () => ({
      path: '/api/setup',
      body: json({ code: 'x'.repeat(24), email: 'ops@tausi-logistics.co.tz', password: 'first admin 2026' }),
    }),
    expected: all(404),
  },
  'GET /api/user': { request: () => ({ path: '/api/user' }), expected: signedIn(200) },
  ...ACCOUNT_AND_ADMIN_ROWS,
  'GET /api/dashboard-stats': { request: () => ({ path: '/api/dashboard-stats' }), expected: member() },
  'GET /api/recent-activity': { request: () => ({ path: '/api/recent-activity' }), expected: member() },
  'GET /api/top-jobs': { request: () => ({ path: '/api/top-jobs' }), expected: member() },
  'GET /api/jobs': { request: () => ({ path: '/api/jobs' }), expected: member() },
  'GET /api/jobs/:id': {
    request: (w) => ({ path: `/api/jobs/${w.draftJobId}` }),
    expected: thisOrganisation(),
  },
  'POST /api/jobs': {
    request: () => ({ path: '/api/jobs', body: json({ ...jobForm, requireIdentityVerification: 'false' }) }),
    expected: member(201),
  },
  'PATCH /api/jobs/:id': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}`, body: json({ location: 'Mombasa' }) }),
    expected: thisOrganisation(),
  },
  'DELETE /api/jobs/:id': {
    request: (w) => ({ path: `/api/jobs/${w.disposableJobId}` }),
    expected: thisOrganisation(),
  },
  'POST /api/jobs/:id/generate-criteria': {
    request: (w) => ({
      path: `/api/jobs/${w.jobId}/generate-criteria`,
      body: json({ jobTitle: jobForm.title, jobDescription: jobForm.description }),
    }),
    expected: thisOrganisation(),
  },
  'POST /api/jobs/:id/generate-questions': {
    request: (w) => ({
      path: `/api/jobs/${w.jobId}/generate-questions`,
      body: json({
        jobTitle: jobForm.title,
        jobDescription: jobForm.description,
        criteriaConfig: jobForm.criteriaConfig,
      }),
    }),
    expected: thisOrganisation(),
  },
  'POST /api/questions/preview': {
    request: () => ({
      path: '/api/questions/preview',
      body: json({
        jobTitle: jobForm.title,
        jobDescription: jobForm.description,
        criteriaConfig: jobForm.criteriaConfig,
      }),
    }),
    expected: member(),
  },
  // No language model in the security world: a member is told so (503), everyone else refused first.
  'POST /api/questions/translate': {
    request: () => ({
      path: '/api/questions/translate',
      body: json({ language: 'sw', questions: ['Tell us about yourself.'] }),
    }),
    expected: member(503),
  },
  'GET /api/organisation/members': {
    request: () => ({ path: '/api/organisation/members' }),
    expected: member(),
  },
  // Each member renames their own organisation (nobody can reach another's).
  'PUT /api/organisation/name': {
    request: () => ({
      path: '/api/organisation/name',
      body: json({ name: 'Renamed by the security matrix' }),
    }),
    expected: member(200),
  },
  // Only an address at the organisation's own domain may be invited.
  'POST /api/organisation/invitations': {
    request: () => ({
      path: '/api/organisation/invitations',
      body: json({ email: 'colleague@acme-logistics.co.ke' }),
    }),
    expected: { ...member(400), hr: 201 },
  },
  'POST /api/organisation/requests/:userId/approve': {
    request: (w) => ({ path: `/api/organisation/requests/${w.waitingToApproveId}/approve`, body: json({}) }),
    expected: thisOrganisation(),
  },
  'POST /api/organisation/requests/:userId/refuse': {
    request: (w) => ({ path: `/api/organisation/requests/${w.waitingToRefuseId}/refuse`, body: json({}) }),
    expected: thisOrganisation(),
  },
  ...API_KEY_ROWS,
  ...CANDIDATE_INVITATION_ROWS,
  ...FEEDBACK_ROWS,
  'GET /api/public/jobs': { request: () => ({ path: '/api/public/jobs' }), expected: all(200) },
  'GET /api/public/jobs/:id': {
    request: (w) => ({ path: `/api/public/jobs/${w.jobId}` }),
    expected: all(200),
  },
  'POST /api/jobs/:jobId/compare-candidates': {
    request: (w) => ({
      path: `/api/jobs/${w.jobId}/compare-candidates`,
      body: json({ sessionIds: [w.sessionId, w.otherSessionId] }),
    }),
    expected: thisOrganisation(),
  },
  'GET /api/jobs/:jobId/dashboard': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/dashboard` }),
    expected: thisOrganisation(),
  },
  'GET /api/jobs/:jobId/candidates-v2': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/candidates-v2` }),
    expected: thisOrganisation(),
  },
  'GET /api/jobs/:jobId/candidates-v2/:sessionId': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/candidates-v2/${w.sessionId}` }),
    expected: thisOrganisation(),
  },
  'GET /api/jobs/:jobId/panel': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/panel` }),
    expected: thisOrganisation(),
  },
  'GET /api/jobs/:jobId/candidates/export': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/candidates/export?format=csv` }),
    expected: thisOrganisation(),
  },
  'GET /api/jobs/:jobId/panel/export': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/panel/export?format=xlsx` }),
    expected: thisOrganisation(),
  },
  'POST /api/jobs/:jobId/panel/add': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/panel/add`, body: json({ sessionId: w.otherSessionId }) }),
    expected: thisOrganisation(),
  },
  'POST /api/jobs/:jobId/panel/remove': {
    request: (w) => ({
      path: `/api/jobs/${w.jobId}/panel/remove`,
      body: json({ sessionId: w.otherSessionId }),
    }),
    expected: thisOrganisation(),
  },
  'PUT /api/candidate-sessions/:sessionId/hiring-outcome': {
    request: (w) => ({
      path: `/api/candidate-sessions/${w.sessionId}/hiring-outcome`,
      body: json({ hiringOutcome: 'considering' }),
    }),
    expected: thisOrganisation(),
  },
  ...CALIBRATION_ROWS,
  // The world's session has no evaluation held for a listen: its own organisation gets 409.
  'POST /api/candidate-sessions/:sessionId/concerns/listened': {
    request: (w) => ({ path: `/api/candidate-sessions/${w.sessionId}/concerns/listened` }),
    expected: thisOrganisation(409),
  },
  'POST /api/export-logs': {
    request: (w) => ({ path: '/api/export-logs', body: json({ jobId: w.jobId, panelSize: 1 }) }),
    expected: thisOrganisation(201),
  },
  'POST /api/sessions': {
    request: (w) => ({ path: '/api/sessions', body: { form: formOf({ ...intake, jobId: w.jobId }) } }),
    expected: all(201),
  },
  'GET /api/sessions/:id': {
    request: (w) => ({ path: `/api/sessions/${w.sessionId}` }),
    expected: candidateOnly(),
  },
  'PATCH /api/sessions/:id': {
    request: (w) => ({ path: `/api/sessions/${w.sessionId}`, body: json({ tabSwitchCount: 1 }) }),
    expected: candidateOnly(),
  },
  'POST /api/sessions/:id/evaluate': {
    request: (w) => ({ path: `/api/sessions/${w.sessionId}/evaluate`, body: json({}) }),
    expected: candidateOnly(409),
  },
  'POST /api/responses': {
    request: (w) => ({
      path: '/api/responses',
      body: {
        form: formOf(
          { sessionId: w.sessionId, questionIndex: '1', questionText: 'Question 1' },
          { audio: [webmBytes(), 'answer.webm', 'audio/webm'] },
        ),
      },
    }),
    expected: candidateOnly(201),
  },
  'POST /api/uploads': {
    request: (w) => ({
      path: '/api/uploads',
      headers: tusCreation(2_000, { kind: 'answer', sessionId: w.sessionId, questionIndex: '1' }),
    }),
    expected: candidateOnly(201),
  },
  'PATCH /api/uploads/:id': {
    // Each caller continues an upload the candidate started.
    request: async (w) => {
      const audio = webmBytes(2_000);
      const created = await w.callers.candidate.request(
        'POST',
        '/api/uploads',
        undefined,
        tusCreation(audio.length, { kind: 'answer', sessionId: w.sessionId, questionIndex: '1' }),
      );
      return {
        path: created.headers.get('location') ?? '/api/uploads/none',
        body: { raw: audio },
        headers: { ...TUS_HEADERS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      };
    },
    expected: candidateOnly(204),
  },
  'POST /api/enrollment': {
    request: (w) => ({
      path: '/api/enrollment',
      body: {
        form: formOf({ sessionId: w.sessionId }, { audio: [webmBytes(), 'warmup.webm', 'audio/webm'] }),
      },
    }),
    expected: candidateOnly(),
  },
  // The candidate passes the credential check; the offline recogniser then fails on random bytes.
  'POST /api/transcribe': {
    request: (w) => ({
      path: '/api/transcribe',
      body: { form: formOf({ sessionId: w.sessionId }, { audio: [webmBytes(), 'clip.webm', 'audio/webm'] }) },
    }),
    expected: candidateOnly(503),
  },
  'GET /api/audio/*path': {
    request: (w) => ({ path: `/api/audio/${w.audioPath}` }),
    expected: candidateOrHr(),
  },
  'GET /download/cv/:sessionId': {
    request: (w) => ({ path: `/download/cv/${w.sessionId}` }),
    expected: candidateOrHr(),
  },
  'GET /api/voices': { request: () => ({ path: '/api/voices' }), expected: all(200) },
  'GET /api/interview-languages': {
    request: () => ({ path: '/api/interview-languages' }),
    expected: all(200),
  },
  'POST /api/generate-question-audio-stream': {
    request: () => ({
      path: '/api/generate-question-audio-stream',
      body: json({ text: 'Tell us about yourself.' }),
    }),
    expected: all(200),
  },
  'POST /api/verification/phrase': {
    request: (w) => ({ path: '/api/verification/phrase', body: json({ sessionId: w.verifiedSessionId }) }),
    expected: candidateOnly(),
  },
  'POST /api/verification/upload': {
    request: (w) => ({
      path: '/api/verification/upload',
      body: {
        form: formOf({ sessionId: w.verifiedSessionId }, { video: [webmBytes(), 'clip.webm', 'video/webm'] }),
      },
    }),
    expected: candidateOnly(),
  },
  'POST /api/verification/photo-upload': {
    request: (w) => ({
      path: '/api/verification/photo-upload',
      body: {
        form: formOf({ sessionId: w.verifiedSessionId }, { photo: [jpegBytes(), 'me.jpg', 'image/jpeg'] }),
      },
    }),
    expected: candidateOnly(),
  },
  'GET /api/verification/status': {
    request: (w) => ({ path: `/api/verification/status?sessionId=${w.verifiedSessionId}` }),
    expected: candidateOnly(),
  },
  'POST /api/verification/admin/update': {
    request: (w) => ({
      path: '/api/verification/admin/update',
      body: json({ sessionId: w.verifiedSessionId, status: 'passed' }),
    }),
    expected: thisOrganisation(),
  },
  'GET /api/verification/*path': {
    request: async (w) => ({ path: `/api/verification/${await w.verificationPath()}` }),
    expected: candidateOrHr(),
  },
  'GET /api/hr/voice-verification/:sessionId': {
    request: (w) => ({ path: `/api/hr/voice-verification/${w.sessionId}` }),
    expected: thisOrganisation(),
  },
  ...WEBHOOK_ROWS,
  ...PHONE_ROWS,
  ...ACCOUNTABILITY_ROWS,
};

/** Refused callers first, so a change made by an allowed caller never decides a refusal. */
export const CALL_ORDER: readonly CallerName[] = [
  'anonymous',
  'unverified',
  'otherCandidate',
  'otherHr',
  'pending',
  'impersonating',
  'admin',
  'candidate',
  'hr',
];
