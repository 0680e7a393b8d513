import { INVITATION_CONTACT_MESSAGES } from '@sauti/core/rules/candidate-invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { CSV_HEADER_MESSAGE, CSV_TOO_MANY_LINES_MESSAGE } from '@sauti/adapters/csv/candidate-csv';
import { BUDGETS } from '@sauti/core/rules/abuse-budgets';
import { signUpColleague } from '../testing/sign-up.js';
import { intake, startInterviewWorld, type InterviewWorld } from '../sessions/interview-fixtures.js';
import { mailedLink, outboxMails } from '../testing/outbox.js';

let world: InterviewWorld;
const csvPath = () => `/api/jobs/${world.jobId}/candidate-invitations/csv`;

beforeAll(async () => {
  world = await startInterviewWorld();
});
afterAll(() => world?.server.stop());

/**
 * 50 data rows as a spreadsheet exports them: 45 good candidates, 3 bad rows and 2 duplicates
 * (one differing only in case and spaces), with a BOM, CRLF and a quoted name holding a comma.
 */
function hiringRound(): string {
  const rows = Array.from(
    { length: 45 },
    (_, i) => `"Candidate ${i + 1}, Jr",cand${i + 1}@example.com,+254 700 ${String(100_000 + i)}`,
  );
  rows.splice(10, 0, 'No Email,,+254 700 999999'); // row 12
  rows.splice(20, 0, 'Bad Phone,badphone@example.com,call me maybe'); // row 22
  rows.splice(30, 0, ',noname@example.com,+254 700 999998'); // row 32
  rows.push(' Candidate 1 again , CAND1@Example.com ,+254 700 100000'); // row 50
  rows.push('Candidate 2 again,cand2@example.com,+254 700 100001'); // row 51
  return `\uFEFFName,Email,Phone\r\n${rows.join('\r\n')}\r\n`;
}

describe('inviting a hiring round from a CSV, end to end', () => {
  it('invites 45 of 50 rows, reports 5 by row, and one candidate starts from the personal link', async () => {
    const res = await world.hr.post(csvPath(), { csv: hiringRound() });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ rows: 50, invited: 45, reported: 5 });
    expect(res.body.problems).toEqual([
      // A row with only a number goes by SMS, and this installation has no phone provider.
      { row: 12, field: 'phone', message: INVITATION_CONTACT_MESSAGES.smsNotConfigured },
      { row: 22, field: 'phone', message: expect.stringMatching(/^Phone number may only contain/) },
      { row: 32, field: 'name', message: 'Name Required' },
      { row: 50, field: 'email', message: 'Same email as row 2' },
      { row: 51, field: 'email', message: 'Same email as row 3' },
    ]);
    const dataDir = world.server.app.get(TOKENS.Config).dataDir;
    const invitations = (await outboxMails(dataDir)).filter((m) => m.subject.includes('voice interview'));
    expect(invitations).toHaveLength(45);
    expect(new Set(invitations.map((m) => m.to)).size).toBe(45);

    // Candidate 7 opens the link from the mail: the intake is pre-filled, then the interview starts.
    const link = await mailedLink(dataDir, 'cand7@example.com', `/interview/${world.jobId}`);
    const token = link.searchParams.get('invite')!;
    const opened = await world.visitor.post('/api/public/candidate-invitations/open', { token });
    expect(opened.body).toEqual({
      jobId: world.jobId,
      name: 'Candidate 7, Jr',
      email: 'cand7@example.com',
      phone: '+254700100006',
    });
    const started = await world.browser().postForm('/api/sessions', {
      ...intake,
      jobId: world.jobId,
      candidateName: opened.body.name,
      candidateEmail: opened.body.email,
      candidatePhone: opened.body.phone,
      invitation: token,
    });
    expect(started.status).toBe(201);
    const stored = await world.server.app
      .get(STORAGE.Repositories)
      .candidateInvitations.findBySessionId(started.body.id);
    expect(stored).toMatchObject({ email: 'cand7@example.com', openedAt: expect.any(Date) });
  });

  it('refuses a CSV without its header row, or a malformed one, with the reason', async () => {
    const headless = await world.hr.post(csvPath(), { csv: 'Ama,ama@example.com,+254 712 000 000\n' });
    expect(headless.status).toBe(400);
    expect(headless.body.message).toBe(CSV_HEADER_MESSAGE);
    const broken = await world.hr.post(csvPath(), { csv: 'name,email,phone\n"Ama,ama@example.com,0712\n' });
    expect(broken.status).toBe(400);
    expect((await world.hr.post(csvPath(), { csv: 'x'.repeat(500_001) })).status).toBe(400);
    expect(
      (await world.stranger.post(csvPath(), { csv: 'name,email,phone\nA B,ab@example.com,+254 712 000 000' }))
        .status,
    ).toBe(404);
    expect((await world.visitor.post(csvPath(), { csv: 'name,email,phone\n' })).status).toBe(401);
  });

  it('refuses the pen test’s 499,000 blank lines with the reason, before parsing them', async () => {
    const flood = await world.hr.post(csvPath(), { csv: `name,email,phone\n${'\n'.repeat(499_000)}` });
    expect(flood.status).toBe(400);
    expect(flood.body.message).toBe(CSV_TOO_MANY_LINES_MESSAGE);
  });

  it('counts each member’s invitation requests: past the hour’s budget, 429 before the body is read', async () => {
    const member = (await signUpColleague(world.server, world.hr, { email: 'njeri@acme-logistics.co.ke' }))
      .client;
    const me = (await member.get('/api/user')).body as { id: string };
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await world.server.app
      .get(STORAGE.Repositories)
      .rateLimits.add(`budget:invitation-requests:${me.id}`, hour, BUDGETS.invitationRequestsPerMember.max);
    const refused = await member.post(csvPath(), {
      csv: 'name,email,phone\nA B,ab@example.com,+254 712 000 000',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^You have made many invitation requests in the last hour/);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another member of the organisation is not held back.
    expect(
      (await world.hr.post(csvPath(), { csv: 'name,email,phone\nC D,cd@example.com,+254 712 000 001' }))
        .status,
    ).toBe(200);
  });
});
