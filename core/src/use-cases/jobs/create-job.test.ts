import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJobSchema, type CreateJobInput } from '../../contract/jobs.js';
import { parseRequest } from '../../contract/parse-request.js';
import { anActor, jobsTestbed } from '../../testing/jobs-testbed.js';

/** A POST /api/jobs body as the edge hands it to the use case: parsed with the contract's schema. */
const form = (body: CreateJobInput) => createJobSchema.parse(body);

const valid = {
  title: 'Sales Representative',
  description: 'Sell our products across Nairobi',
  questions: ['Why sales?', { text: 'Tell us about a deal you closed', pillarId: 'motivation' }],
} satisfies CreateJobInput;

describe('CreateJob', () => {
  it('stores the job with its questions, active and published by default', async () => {
    const bed = jobsTestbed();
    const result = await bed.createJob.execute(anActor(), form(valid));
    expect(result.created).toBe(true);
    expect(result.job).toMatchObject({
      status: 'active',
      organisationId: 'org-acme',
      createdBy: 'user-hr',
      requireIdentityVerification: 'false',
      language: 'en',
      evalVersion: 'criteria-v1',
      publishedAt: bed.clock.now(),
      questions: ['Why sales?', 'Tell us about a deal you closed'],
    });
    expect(result.questions.map((q) => [q.text, q.pillarId, q.orderIndex])).toEqual([
      ['Why sales?', null, 0],
      ['Tell us about a deal you closed', 'motivation', 1],
    ]);
  });

  it('a draft is not published', async () => {
    const { job } = await jobsTestbed().createJob.execute(anActor(), form({ ...valid, status: 'draft' }));
    expect(job).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('is refused at the edge for invalid input, with the spec message and every issue', () => {
    expect(() => parseRequest(createJobSchema, { ...valid, title: '  ' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'Job title is required' }),
    );
    expect(() => parseRequest(createJobSchema, { title: 'T' })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        message: 'Job description is required',
        details: {
          issues: expect.arrayContaining([
            { path: 'questions', message: 'At least one question is required' },
          ]),
        },
      }),
    );
  });

  it('is idempotent per creator and draft key, also for concurrent submissions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 6 }),
        fc.string({ minLength: 1, maxLength: 20 }).filter((k) => k.trim().length > 0),
        async (attempts, key) => {
          const bed = jobsTestbed();
          const actor = anActor();
          const results = await Promise.all(
            Array.from({ length: attempts }, (_, i) =>
              bed.createJob.execute(actor, form({ ...valid, title: `Attempt ${i}`, clientDraftKey: key })),
            ),
          );
          expect(new Set(results.map((r) => r.job.id)).size).toBe(1);
          expect(results.filter((r) => r.created)).toHaveLength(1);
          expect(await bed.jobs.listAll()).toHaveLength(1);
          // A colleague using the same key gets a job of their own.
          const colleague = await bed.createJob.execute(
            anActor({ userId: 'user-2' }),
            form({ ...valid, clientDraftKey: key }),
          );
          expect(colleague.created).toBe(true);
          expect(await bed.jobs.listAll()).toHaveLength(2);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('without a draft key every submission is a new job', async () => {
    const bed = jobsTestbed();
    await bed.createJob.execute(anActor(), form(valid));
    await bed.createJob.execute(anActor(), form(valid));
    expect(await bed.jobs.listAll()).toHaveLength(2);
  });
});
