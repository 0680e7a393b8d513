import ExcelJS from 'exceljs';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import type { CreatedApiKey } from '@sauti/core/contract/api-keys';
import type {
  InvitationList,
  InvitationPrefill,
  InvitationReport,
} from '@sauti/core/contract/candidate-invitations';
import type { V1Candidate, V1CandidateDetail, V1Invitation, V1Page } from '@sauti/core/contract/api-v1';
import { SESSION_COOKIE } from '../auth/login-session.js';
import { createJob } from '../jobs/job-fixtures.js';
import { CandidateBrowser, uploadAnswer } from '../sessions/interview-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { outboxMails } from '../testing/outbox.js';
import type { TestApp } from '../testing/test-app.js';
import { eventually, type startWebhookReceiver } from '../webhooks/webhook-receiver.js';
import { startWebhookWorld } from '../webhooks/webhook-fixtures.js';

/**
 * Issue 19's whole story against the real server, as an HR team's other systems meet Sauti: a
 * CSV of 50 candidates invited (their mails in the outbox), one interview taken through its
 * personal link, the team's webhook receiver told of the interview and its evaluation (signatures
 * checked with the Standard Webhooks library), the evaluation read back through /api/v1 with an
 * API key (a revoked key and another organisation's key refused) and the XLSX export opened.
 */
const CANDIDATES = 50;

/**
 * A spreadsheet as an ATS exports it: 50 good rows with the ATS's candidate id, a bad phone, a
 * missing email, a repeat, and an id with a space in it.
 */
function candidatesCsv(): string {
  const rows = ['Candidate ID,Full Name,Email,Phone'];
  for (let i = 1; i <= CANDIDATES; i++) {
    rows.push(`ATS-${i},Candidate ${i},candidate${i}@example.org,+254 700 000 ${String(i).padStart(3, '0')}`);
  }
  rows.push(',Bad Phone,bad.phone@example.org,call me maybe');
  rows.push(',No Email,,+254 700 999 999');
  rows.push('ATS-1,Candidate 1 Again,CANDIDATE1@example.org,+254 700 000 001');
  rows.push('ATS 55,Spaced Reference,spaced@example.org,+254 700 000 055');
  return rows.join('\r\n');
}

/** GET `path` with HR's login cookie, the bytes kept as they are. */
async function download(server: TestApp, client: TestClient, path: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** GET `path` of /api/v1 with `key` as the Bearer credential. */
async function v1(server: TestApp, key: string, path: string) {
  const res = await fetch(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function createKey(client: TestClient, name: string): Promise<CreatedApiKey> {
  const res = await client.post('/api/organisation/api-keys', { name, scope: 'read' });
  expect(res.status).toBe(201);
  return res.body as CreatedApiKey;
}

describe('an HR team’s stack around Sauti: invitations, webhooks, the API and the export', () => {
  let server: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let hr: TestClient;
  let stranger: TestClient;
  let secret: string;
  let jobId: string;
  let questionCount: number;

  beforeAll(async () => {
    ({ server, receiver, hr, stranger } = await startWebhookWorld());
    const endpoint = await hr.post('/api/organisation/webhooks', {
      url: `${receiver.url}/hr-system`,
      events: ['interview.completed', 'evaluation.completed', 'invitation.opened'],
    });
    expect(endpoint.status).toBe(201);
    secret = (endpoint.body as { secret: string }).secret;
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    jobId = job.id;
    questionCount = job.questions.length;
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('invites a CSV, takes one interview by its link, notifies, serves the API and exports', async () => {
    // 1. The CSV: every good row invited once, every bad row reported by its spreadsheet row.
    const sent = await hr.post(`/api/jobs/${jobId}/candidate-invitations/csv`, { csv: candidatesCsv() });
    expect(sent.status).toBe(200);
    const report = sent.body as InvitationReport;
    expect(report.counts.invited).toBe(CANDIDATES);
    expect(report.problems.map((p) => p.row).sort((a, b) => a - b)).toEqual([52, 53, 54, 55]);
    expect(report.problems.find((p) => p.row === 55)).toMatchObject({ field: 'externalReference' });
    const dataDir = server.app.get(TOKENS.Config).dataDir;
    const mails = await eventually(async () => {
      const invitations = (await outboxMails(dataDir)).filter((m) => m.text.includes('?invite='));
      return invitations.length >= CANDIDATES ? invitations : undefined;
    });
    expect(mails).toHaveLength(CANDIDATES);
    expect(new Set(mails.map((m) => m.to.toLowerCase())).size).toBe(CANDIDATES);

    // 2. Candidate 7 opens the link: the intake comes pre-filled, the interview is theirs to take.
    const mail = mails.find((m) => m.to.toLowerCase() === 'candidate7@example.org')!;
    const link = new URL(mail.text.match(/https?:\/\/\S+\?invite=\S+/)![0]);
    expect(link.pathname).toBe(`/interview/${jobId}`);
    const token = link.searchParams.get('invite')!;
    const browser = new CandidateBrowser(server.url);
    const forged = await browser.json('POST', '/api/public/candidate-invitations/open', {
      token: `x${token}`,
    });
    expect(forged.status).toBe(404);
    const opened = await browser.json('POST', '/api/public/candidate-invitations/open', { token });
    expect(opened.status).toBe(200);
    const prefill = opened.body as InvitationPrefill;
    expect(prefill).toMatchObject({ name: 'Candidate 7', email: 'candidate7@example.org' });
    const started = await browser.postForm('/api/sessions', {
      jobId,
      candidateName: prefill.name,
      candidateEmail: prefill.email,
      candidatePhone: prefill.phone,
      consent: 'true',
      invitation: token,
    });
    expect(started.status).toBe(201);
    const sessionId = (started.body as { id: string }).id;
    for (let q = 0; q < questionCount; q++)
      expect((await uploadAnswer(browser, sessionId, q)).status).toBe(201);
    const completed = await browser.json('PATCH', `/api/sessions/${sessionId}`, { status: 'completed' });
    expect(completed.status).toBe(200);
    expect((await browser.json('POST', `/api/sessions/${sessionId}/evaluate`, {})).status).toBe(202);

    // 3. The receiver hears of the opened link, the interview and its evaluation, each signed.
    const webhook = new Webhook(secret);
    const verify = (r: (typeof receiver.received)[number]) =>
      webhook.verify(r.body, r.headers as Record<string, string>) as {
        type: string;
        data: { sessionId: string };
      };
    const openedLink = await eventually(() => receiver.ofType('invitation.opened')[0], 30_000);
    expect(verify(openedLink)).toMatchObject({ type: 'invitation.opened', data: { jobId } });
    expect(receiver.ofType('invitation.opened')).toHaveLength(1);
    expect(openedLink.body).not.toContain('candidate7@example.org'); // ids and dates, no contact details
    // Every event names the candidate by the ATS's own id too.
    expect(verify(openedLink)).toMatchObject({ data: { externalReference: 'ATS-7' } });
    const interviewDone = await eventually(() => receiver.ofType('interview.completed')[0], 30_000);
    expect(verify(interviewDone)).toMatchObject({
      type: 'interview.completed',
      data: { sessionId, externalReference: 'ATS-7' },
    });
    const evaluationDone = await eventually(() => receiver.ofType('evaluation.completed')[0], 30_000);
    expect(verify(evaluationDone)).toMatchObject({
      type: 'evaluation.completed',
      data: { sessionId, externalReference: 'ATS-7' },
    });

    // 4. HR's list follows the invitation to the finished interview.
    const list = (await hr.get(`/api/jobs/${jobId}/candidate-invitations`)).body as InvitationList;
    expect(list.invitations.find((i) => i.email === 'candidate7@example.org')).toMatchObject({
      status: 'completed',
      sessionId,
      externalReference: 'ATS-7',
    });
    const reviewed = await hr.get(`/api/jobs/${jobId}/candidates-v2/${sessionId}`);
    expect(reviewed.body.session.externalReference).toBe('ATS-7');
    expect(list.funnel).toMatchObject({ invited: CANDIDATES, opened: 1, started: 1, completed: 1 });

    // 5. The ATS reads the evaluation with an API key; a revoked key and another organisation are refused.
    const { secret: key, key: keyView } = await createKey(hr, 'Our ATS');
    const page = await v1(server, key, `/jobs/${jobId}/candidates`);
    expect(page.status).toBe(200);
    const listed = (page.body as V1Page<V1Candidate>).data;
    expect(listed.map((c) => c.id)).toEqual([sessionId]);
    expect(listed[0]!.external_reference).toBe('ATS-7');
    const detail = await v1(server, key, `/candidates/${sessionId}`);
    expect(detail.status).toBe(200);
    expect((detail.body as V1CandidateDetail).evaluation).not.toBeNull();
    const invited = await v1(server, key, `/jobs/${jobId}/invitations?limit=100`);
    expect(invited.status).toBe(200);
    const invitations = (invited.body as V1Page<V1Invitation>).data;
    expect(invitations).toHaveLength(CANDIDATES);
    expect(invitations.find((i) => i.email === 'candidate7@example.org')).toMatchObject({
      status: 'completed',
      candidate_id: sessionId,
      external_reference: 'ATS-7',
    });
    const { secret: strangersKey } = await createKey(stranger, 'Rival ATS');
    expect((await v1(server, strangersKey, `/jobs/${jobId}/invitations`)).status).toBe(404);
    expect((await v1(server, strangersKey, `/jobs/${jobId}/candidates`)).status).toBe(404);
    expect((await v1(server, strangersKey, `/candidates/${sessionId}`)).status).toBe(404);
    expect((await hr.post(`/api/organisation/api-keys/${keyView.id}/revoke`, {})).status).toBe(200);
    expect((await v1(server, key, `/jobs/${jobId}/candidates`)).status).toBe(401);

    // 6. The XLSX export opens, with the one interviewed candidate under its header row.
    const xlsx = await download(server, hr, `/api/jobs/${jobId}/candidates/export?format=xlsx`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 4)).toEqual([
      'Candidate 7',
      'candidate7@example.org',
      "'+254700000007", // the invitation keeps the number in E.164, which the intake pre-fills
      'ATS-7',
    ]);
  });
});
