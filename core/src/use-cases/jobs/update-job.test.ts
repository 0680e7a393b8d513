import { describe, expect, it } from 'vitest';
import { createJobSchema, updateJobSchema } from '../../contract/jobs.js';
import { parseRequest } from '../../contract/parse-request.js';
import { anActor, jobsTestbed } from '../../testing/jobs-testbed.js';

/** Bodies as the edge hands them to the use cases: parsed with the contract's schemas. */
const creation = (body: unknown) => createJobSchema.parse(body);
const change = (body: unknown) => updateJobSchema.parse(body);

const job = { title: 'Driver', description: 'Deliveries', questions: ['One?', 'Two?'], status: 'draft' };

async function seeded() {
  const bed = jobsTestbed();
  const created = await bed.createJob.execute(anActor(), creation(job));
  return { bed, id: created.job.id, questions: created.questions };
}

describe('UpdateJob', () => {
  it('updates the given fields and keeps question ids whose position and text are unchanged', async () => {
    const { bed, id, questions } = await seeded();
    const updated = await bed.updateJob.execute(
      anActor(),
      id,
      change({ title: 'Senior Driver', questions: ['One?', { text: 'Three?', pillarId: 'adaptability' }] }),
    );
    expect(updated.job).toMatchObject({
      title: 'Senior Driver',
      description: 'Deliveries',
      questions: ['One?', 'Three?'],
    });
    expect(updated.questions[0]!.id).toBe(questions[0]!.id);
    expect(updated.questions[1]!.id).not.toBe(questions[1]!.id);
    expect(updated.questions[1]!.pillarId).toBe('adaptability');
  });

  it('refuses an empty update with VALIDATION_FAILED, and bad fields at the edge', async () => {
    const { bed, id } = await seeded();
    await expect(bed.updateJob.execute(anActor(), id, change({}))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(() => parseRequest(updateJobSchema, { questions: [] })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'At least one question is required' }),
    );
    expect(() => parseRequest(updateJobSchema, { questions: ['  '] })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'Question cannot be empty' }),
    );
  });

  it('refuses an invalid status change before writing anything', async () => {
    const { bed, id } = await seeded();
    await expect(
      bed.updateJob.execute(anActor(), id, change({ status: 'archived', title: 'X' })),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    expect((await bed.jobs.findById(id))!.title).toBe('Driver');
  });
});

describe('tenancy and deletion', () => {
  it("treats another organisation's job as missing in every HR call", async () => {
    const { bed, id } = await seeded();
    const stranger = anActor({ userId: 'user-x', organisationId: 'org-other' });
    const notFound = { code: 'NOT_FOUND' };
    await expect(bed.getJob.execute(stranger, id)).rejects.toMatchObject(notFound);
    await expect(bed.updateJob.execute(stranger, id, change({ title: 'Mine' }))).rejects.toMatchObject(
      notFound,
    );
    await expect(bed.changeStatus.execute(stranger, id, 'active')).rejects.toMatchObject(notFound);
    await expect(bed.deleteJob.execute(stranger, id)).rejects.toMatchObject(notFound);
    await expect(
      bed.generateCriteria.execute(stranger, id, { title: 'a', description: 'b' }),
    ).rejects.toMatchObject(notFound);
    expect(await bed.listJobs.execute(stranger)).toEqual([]);
    expect((await bed.listJobs.execute(anActor())).map((j) => j.job.id)).toEqual([id]);
  });

  it('deletes drafts only', async () => {
    const { bed, id } = await seeded();
    const active = await bed.createJob.execute(anActor(), creation({ ...job, status: 'active' }));
    await expect(bed.deleteJob.execute(anActor(), active.job.id)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: 'Only draft jobs can be deleted.',
    });
    await bed.deleteJob.execute(anActor(), id);
    expect(await bed.jobs.findById(id)).toBeNull();
    expect(await bed.jobs.listQuestions(id)).toEqual([]);
  });
});

describe('public view', () => {
  it('shows active jobs only, with the estimated length and nothing HR-only', async () => {
    const { bed, id } = await seeded();
    await expect(bed.getPublicJob.execute(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await bed.listPublicJobs.execute()).toEqual([]);
    await bed.changeStatus.execute(anActor(), id, 'active');
    const view = await bed.getPublicJob.execute(id);
    expect(view.estimatedMinutes).toBe(5);
    expect(Object.keys(view)).not.toContain('createdBy');
    expect(Object.keys(view)).not.toContain('criteriaConfig');
    expect(await bed.listPublicJobs.execute()).toEqual([
      { id, title: 'Driver', description: 'Deliveries', language: 'en', questionCount: 2 },
    ]);
    await bed.changeStatus.execute(anActor(), id, 'archived');
    await expect(bed.getPublicJob.execute(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
