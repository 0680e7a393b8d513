import { INVITATION_REVOKED_MESSAGE } from '@sauti/core/use-cases/candidate-invitations/invitation-admission';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { MAX_INVITATION_ROWS } from '@sauti/core/contract/candidate-invitations';
import { CANDIDATE_MESSAGES } from '@sauti/core/contract/candidate-intake';
import { ALREADY_INVITED_MESSAGE } from '@sauti/core/rules/candidate-invitations';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { outboxMails } from '../testing/outbox.js';

let world: JobsWorld;
let jobId: string;
const path = () => `/api/jobs/${jobId}/candidate-invitations`;
const dataDir = () => world.server.app.get(TOKENS.Config).dataDir;
/** Mails whose subject is an interview invitation, to `to`. */
const invitationMails = async (to: string) =>
  (await outboxMails(dataDir())).filter((m) => m.to === to && m.subject.includes('voice interview'));

beforeAll(async () => {
  world = await startJobsWorld();
  jobId = (await createJob(world.hr)).id;
});
afterAll(() => world?.server.stop());

describe('POST /api/jobs/{jobId}/candidate-invitations', () => {
  it('mails each new candidate a personal link and reports bad rows row by row', async () => {
    const res = await world.hr.post(path(), {
      candidates: [
        { name: 'Wanjiru Kamau', email: 'Wanjiru@Example.com', phone: '+254 712 345678' },
        { name: 'W', email: 'bad', phone: '12' },
        { name: 'Wanjiru again', email: 'wanjiru@example.com ', phone: '+254 712 345678' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ rows: 3, invited: 1, reported: 2 });
    expect(res.body.invited).toEqual([
      {
        row: 1,
        email: 'wanjiru@example.com',
        phone: '+254712345678',
        channel: 'email',
        invitationId: expect.any(String),
      },
    ]);
    expect(res.body.problems).toEqual([
      { row: 2, field: 'email', message: CANDIDATE_MESSAGES.emailInvalid },
      { row: 3, field: 'email', message: 'Same email as row 1' },
    ]);
    const [mail] = await invitationMails('wanjiru@example.com');
    expect(mail!.subject).toBe('Your voice interview with Acme-logistics');
    expect(mail!.text).toContain('for the role of Customer Support Agent at Acme Logistics.');
    const link = new URL(/https:\/\/hire\.example\.test\/interview\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe(`/interview/${jobId}`);
    expect(link.searchParams.get('invite')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends no employer-typed link or address from the platform’s sender (issue 28, finding 4)', async () => {
    const phishing = await createJob(world.hr, {
      title: 'Payroll: your account is suspended - sign in at https://evil.example/login',
      companyName: 'payroll@evil.example',
    });
    const res = await world.hr.post(`/api/jobs/${phishing.id}/candidate-invitations`, {
      candidates: [{ name: 'Baraka Odhiambo', email: 'baraka@example.com', phone: '+254 712 345001' }],
    });
    expect(res.body.counts.invited).toBe(1);
    const [mail] = await invitationMails('baraka@example.com');
    expect(mail!.subject).toBe('Your voice interview with Acme-logistics');
    expect(mail!.text).not.toMatch(/https:\/\/evil|evil\.example|@evil/);
    expect(mail!.text).toContain('sign in at https[:]//evil[.]example/login at payroll[at]evil[.]example.');
  });

  it('does not invite an address again with a later list', async () => {
    const res = await world.hr.post(path(), {
      candidates: [{ name: 'Wanjiru Kamau', email: 'WANJIRU@example.com', phone: '+254 712 345678' }],
    });
    expect(res.body.problems).toEqual([{ row: 1, field: 'email', message: ALREADY_INVITED_MESSAGE }]);
    expect(await invitationMails('wanjiru@example.com')).toHaveLength(1);
  });

  it('hides the job from another organisation and refuses a stranger without a session', async () => {
    const body = {
      candidates: [{ name: 'Eve Mallory', email: 'eve@example.com', phone: '+254 712 345678' }],
    };
    expect((await world.stranger.post(path(), body)).status).toBe(404);
    expect((await world.visitor.post(path(), body)).status).toBe(401);
    expect((await world.hr.post('/api/jobs/no-such-job/candidate-invitations', body)).status).toBe(404);
    expect(await invitationMails('eve@example.com')).toEqual([]);
  });

  it('refuses a flood: more rows than a request may carry, or no list at all', async () => {
    const row = { name: 'Flood Row', email: 'x@example.com', phone: '+254 712 345678' };
    const tooMany = await world.hr.post(path(), {
      candidates: Array.from({ length: MAX_INVITATION_ROWS + 1 }, () => row),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(`At most ${MAX_INVITATION_ROWS} candidates at a time`);
    expect((await world.hr.post(path(), { candidates: 'x\u0000y' })).status).toBe(400);
    expect((await world.hr.post(path(), {})).status).toBe(400);
    // A body over the JSON parser's limit never reaches the route.
    const huge = await world.hr.post(path(), { candidates: [{ ...row, name: 'a'.repeat(2_000_000) }] });
    expect(huge.status).toBe(413);
  });

  it('refuses a draft job with a clear message', async () => {
    const draft = await createJob(world.hr, { status: 'draft' });
    const res = await world.hr.post(`/api/jobs/${draft.id}/candidate-invitations`, {
      candidates: [{ name: 'Drafty Candidate', email: 'drafty@example.com', phone: '+254 712 345002' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Publish the job/);
  });
});

describe('HR manages each invitation', () => {
  it('lists invitations with their status and funnel; revoke shuts the link; tenancy holds', async () => {
    const res = await world.hr.post(path(), {
      candidates: [{ name: 'Revoke Me', email: 'revoke.me@example.com', phone: '+254 712 345003' }],
    });
    const id = res.body.invited[0].invitationId as string;
    const list = await world.hr.get(path());
    expect(list.status).toBe(200);
    expect(list.body.invitations.find((i: { id: string }) => i.id === id)).toMatchObject({
      email: 'revoke.me@example.com',
      status: 'invited',
    });
    expect(list.body.funnel.invited).toBe(list.body.invitations.length);
    expect(JSON.stringify(list.body)).not.toMatch(/tokenHash|invite=/);

    for (const action of ['resend', 'link', 'revoke']) {
      expect((await world.stranger.post(`/api/candidate-invitations/${id}/${action}`)).status).toBe(404);
      expect((await world.visitor.post(`/api/candidate-invitations/${id}/${action}`)).status).toBe(401);
    }
    expect((await world.stranger.get(path())).status).toBe(404);
    expect((await world.visitor.get(path())).status).toBe(401);

    // A copied link works until revoked; a resend within 10 minutes is refused.
    const copied = await world.hr.post(`/api/candidate-invitations/${id}/link`);
    const token = new URL(copied.body.link).searchParams.get('invite')!;
    const opened = await world.visitor.post('/api/public/candidate-invitations/open', { token });
    expect(opened.status).toBe(200);
    const resend = await world.hr.post(`/api/candidate-invitations/${id}/resend`);
    expect(resend.status).toBe(429);
    expect(resend.headers.get('retry-after')).toMatch(/^\d+$/);
    const revoked = await world.hr.post(`/api/candidate-invitations/${id}/revoke`);
    expect(revoked.body.status).toBe('revoked');
    const after = await world.visitor.post('/api/public/candidate-invitations/open', { token });
    expect(after.status).toBe(404);
    // The holder of the link is told it was withdrawn (the page titles it 'Invitation Not Valid').
    expect(after.body.message).toBe(INVITATION_REVOKED_MESSAGE);
    expect((await world.hr.get(path())).body.funnel.revoked).toBe(1);
  });
});
