import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/client.js';
import { createJob, job, patch, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';

let world: JobsWorld;
let hr: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  world = await startJobsWorld();
  ({ hr, visitor } = world);
});
afterAll(() => world?.server.stop());

describe('public job view', () => {
  it('shows active jobs only, with what a candidate needs and nothing more', async () => {
    const active = await createJob(hr, { title: 'Public Agent' });
    const draft = await createJob(hr, { title: 'Hidden Draft', status: 'draft' });
    const archived = await createJob(hr, { title: 'Hidden Archived' });
    await patch(hr, archived.id, { status: 'archived' });

    const view = await visitor.get(`/api/public/jobs/${active.id}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      id: active.id,
      title: 'Public Agent',
      description: job.description,
      companyName: 'Acme Logistics',
      location: 'Nairobi',
      language: 'en',
      requireIdentityVerification: 'true',
      questions: active.questions.map((q: { id: string; text: string; orderIndex: number }) => ({
        id: q.id,
        text: q.text,
        orderIndex: q.orderIndex,
      })),
      estimatedMinutes: 5,
      // No phone provider here: the phone option is not offered (docs/behaviour/interview.md §20).
      phone: null,
    });
    for (const id of [draft.id, archived.id, 'no-such-job']) {
      const res = await visitor.get(`/api/public/jobs/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('NOT_FOUND');
    }

    const list = await visitor.get('/api/public/jobs');
    expect(list.status).toBe(200);
    const titles = list.body.map((j: { title: string }) => j.title);
    expect(titles).toContain('Public Agent');
    expect(titles).not.toContain('Hidden Draft');
    expect(titles).not.toContain('Hidden Archived');
    const entry = list.body.find((j: { id: string }) => j.id === active.id);
    expect(entry).toEqual({
      id: active.id,
      title: 'Public Agent',
      description: job.description,
      language: 'en',
      questionCount: 2,
    });
    expect(JSON.stringify(list.body)).not.toMatch(/createdBy|criteriaConfig|clientDraftKey|organisation/);
  });
});
