import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/get-public-job';
import { createJob, patch } from '../jobs/job-fixtures.js';
import { intake, startInterviewWorld, type InterviewWorld } from '../sessions/interview-fixtures.js';
import { mailedLink } from '../testing/outbox.js';

let world: InterviewWorld;
let jobId: string;

beforeAll(async () => {
  world = await startInterviewWorld();
  jobId = (await createJob(world.hr, { requireIdentityVerification: 'false', invitationOnly: true })).id;
});
afterAll(() => world?.server.stop());

describe('an invitation-only job (docs/behaviour/interview.md §15)', () => {
  it('answers the public link and the public list as if it did not exist', async () => {
    const job = await world.hr.get(`/api/jobs/${jobId}`);
    expect(job.body.invitationOnly).toBe(true);
    const page = await world.visitor.get(`/api/public/jobs/${jobId}`);
    expect(page.status).toBe(404);
    expect(page.body.message).toBe(INTERVIEW_NOT_FOUND_MESSAGE);
    expect((await world.visitor.get(`/api/public/jobs/${jobId}?invite=${'a'.repeat(43)}`)).status).toBe(404);
    const list = await world.visitor.get('/api/public/jobs');
    expect(list.body.map((j: { id: string }) => j.id)).not.toContain(jobId);
  });

  it('shuts out an anonymous flood of starts: none is stored', async () => {
    const starts = await Promise.all(
      Array.from({ length: 20 }, () => world.browser().postForm('/api/sessions', { ...intake, jobId })),
    );
    expect(starts.map((s) => s.status)).toEqual(Array(20).fill(404));
    expect(starts[0]!.body.message).toBe(INTERVIEW_NOT_FOUND_MESSAGE);
    expect(await world.server.app.get(STORAGE.Repositories).candidateSessions.listByJob(jobId)).toEqual([]);
  });

  it('opens and starts with a personal link, and opens to everyone again once turned off', async () => {
    await world.hr.post(`/api/jobs/${jobId}/candidate-invitations`, {
      candidates: [{ name: 'Invited Person', email: 'invited.only@example.com', phone: '+254 700 222333' }],
    });
    const dataDir = world.server.app.get(TOKENS.Config).dataDir;
    const token = (
      await mailedLink(dataDir, 'invited.only@example.com', `/interview/${jobId}`)
    ).searchParams.get('invite')!;
    expect((await world.visitor.get(`/api/public/jobs/${jobId}?invite=${token}`)).status).toBe(200);
    const started = await world.browser().postForm('/api/sessions', { ...intake, jobId, invitation: token });
    expect(started.status).toBe(201);

    expect((await patch(world.hr, jobId, { invitationOnly: false })).status).toBe(200);
    expect((await world.visitor.get(`/api/public/jobs/${jobId}`)).status).toBe(200);
    expect((await world.browser().postForm('/api/sessions', { ...intake, jobId })).status).toBe(201);
  });
});
