import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJobSchema, JOB_STATUSES, updateJobSchema } from '../../contract/jobs.js';
import { anActor, jobsTestbed } from '../../testing/jobs-testbed.js';
import { assertTransition, isAllowedTransition } from './job-status.js';

const status = fc.constantFrom(...JOB_STATUSES);
const allowed = new Set(['draft>active', 'active>archived', 'archived>active']);
const base = { title: 'Accountant', description: 'Keeps the books', questions: ['Tell us about you'] };

describe('job status transitions', () => {
  it('allows exactly publish, archive and restore between different statuses', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        fc.pre(from !== to);
        expect(isAllowedTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
        if (allowed.has(`${from}>${to}`)) expect(() => assertTransition(from, to)).not.toThrow();
        else
          expect(() => assertTransition(from, to)).toThrow(
            expect.objectContaining({ code: 'INVALID_STATE' }),
          );
      }),
    );
  });

  it('applies the same rule through ChangeJobStatus and UpdateJob, stamping publishedAt only on publish', async () => {
    await fc.assert(
      fc.asyncProperty(status, status, fc.boolean(), async (from, to, viaUpdate) => {
        const bed = jobsTestbed();
        const actor = anActor();
        const { job } = await bed.createJob.execute(
          actor,
          createJobSchema.parse({ ...base, status: from === 'draft' ? 'draft' : 'active' }),
        );
        if (from === 'archived') await bed.changeStatus.execute(actor, job.id, 'archived');
        const before = (await bed.jobs.findById(job.id))!;
        bed.clock.advance(60_000);
        const change = viaUpdate
          ? bed.updateJob.execute(actor, job.id, updateJobSchema.parse({ status: to }))
          : bed.changeStatus.execute(actor, job.id, to);
        if (from !== to && !allowed.has(`${from}>${to}`)) {
          await expect(change).rejects.toMatchObject({ code: 'INVALID_STATE' });
          expect((await bed.jobs.findById(job.id))!.status).toBe(from);
          return;
        }
        const after = (await change).job;
        expect(after.status).toBe(to);
        if (from === 'draft' && to === 'active') expect(after.publishedAt).toEqual(bed.clock.now());
        else expect(after.publishedAt).toEqual(before.publishedAt);
      }),
    );
  });
});
