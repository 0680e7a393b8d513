import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_VALID_MESSAGE,
  INVITATION_USED_MESSAGE,
} from '@sauti/core/use-cases/candidate-invitations/invitation-admission';
import { intake, startInterviewWorld, type InterviewWorld } from '../sessions/interview-fixtures.js';
import { mailedLink } from '../testing/outbox.js';

let world: InterviewWorld;
const repository = () => world.server.app.get(STORAGE.Repositories).candidateInvitations;
const open = (token: string) => world.visitor.post('/api/public/candidate-invitations/open', { token });

let invited = 0;
/** Invites `email` (and a number of its own) to `jobId` and returns the token of the link mailed to it. */
async function invite(email: string, jobId = world.jobId): Promise<string> {
  invited += 1;
  const phone = `+254 700 111${String(invited).padStart(3, '0')}`;
  const res = await world.hr.post(`/api/jobs/${jobId}/candidate-invitations`, {
    candidates: [{ name: 'Achieng Odhiambo', email, phone }],
  });
  expect(res.body.counts.invited).toBe(1);
  const link = await mailedLink(world.server.app.get(TOKENS.Config).dataDir, email, `/interview/${jobId}`);
  return link.searchParams.get('invite')!;
}

beforeAll(async () => {
  world = await startInterviewWorld();
});
afterAll(() => world?.server.stop());

describe('a candidate opens a personal invitation', () => {
  it('answers only this invitation’s name, email and phone, and marks it opened', async () => {
    await invite('someone.else@example.com');
    const token = await invite('achieng@example.com');
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      jobId: world.jobId,
      name: 'Achieng Odhiambo',
      email: 'achieng@example.com',
      // As stored: E.164 (docs/behaviour/interview.md §15).
      phone: `+254700111${String(invited).padStart(3, '0')}`,
    });
    const [stored] = (await repository().listByJob(world.jobId)).filter(
      (i) => i.email === 'achieng@example.com',
    );
    expect(stored!.openedAt).not.toBeNull();
  });

  it('links the session started from the link, and refuses a second start with it', async () => {
    const token = await invite('starter@example.com');
    const started = await world.browser().postForm('/api/sessions', {
      ...intake,
      jobId: world.jobId,
      invitation: token,
    });
    expect(started.status).toBe(201);
    const linked = await repository().findBySessionId(started.body.id);
    expect(linked).toMatchObject({ email: 'starter@example.com' });
    const again = await world
      .browser()
      .postForm('/api/sessions', { ...intake, jobId: world.jobId, invitation: token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVITATION_USED_MESSAGE);
  });

  it('of several starts sent with one link at the same moment, exactly one gets a session', async () => {
    const token = await invite('twice@example.com');
    const sessions = world.server.app.get(STORAGE.Repositories).candidateSessions;
    const sessionIds = async () =>
      (await world.server.app.get(STORAGE.RequestScope).run(() => sessions.listByJob(world.jobId))).map(
        (s) => s.id,
      );
    const before = await sessionIds();
    const starts = await Promise.all(
      Array.from({ length: 4 }, () =>
        world.browser().postForm('/api/sessions', { ...intake, jobId: world.jobId, invitation: token }),
      ),
    );
    expect(starts.map((s) => s.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of starts.filter((s) => s.status === 409))
      expect(refused.body.message).toBe(INVITATION_USED_MESSAGE);
    const winner = starts.find((s) => s.status === 201)!;
    expect(await repository().findBySessionId(winner.body.id)).toMatchObject({ email: 'twice@example.com' });
    // The refused starts left no session behind for HR to see.
    expect(await sessionIds()).toEqual(expect.arrayContaining([...before, winner.body.id]));
    expect(await sessionIds()).toHaveLength(before.length + 1);
  });

  it('refuses an unknown, forged, expired or other job’s link with a clear message', async () => {
    for (const token of ['a'.repeat(43), 'short']) {
      const res = await open(token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(INVITATION_NOT_VALID_MESSAGE);
    }
    expect((await world.visitor.post('/api/public/candidate-invitations/open', {})).status).toBe(400);
    expect((await open('x\u0000y')).status).toBe(400);

    const other = await invite('elsewhere@example.com', world.verifiedJobId);
    const wrongJob = await world
      .browser()
      .postForm('/api/sessions', { ...intake, jobId: world.jobId, invitation: other });
    expect(wrongJob.status).toBe(404);

    const token = await invite('late@example.com');
    const [late] = (await repository().listByJob(world.jobId)).filter((i) => i.email === 'late@example.com');
    await repository().update(late!.id, { expiresAt: new Date(Date.now() - 1_000) });
    const expired = await open(token);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(INVITATION_EXPIRED_MESSAGE);
  });
});
