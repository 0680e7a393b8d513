import { describe, expect, it } from 'vitest';
import { dataProtectionTestbed, daysAgo, givenFullSession } from '../../testing/data-protection-testbed.js';
import { DeleteCandidate } from './delete-candidate.js';

async function givenTwoCandidates() {
  const bed = dataProtectionTestbed();
  await givenFullSession(bed, { id: 'w1', candidateEmail: 'Wanjiru@Example.com', startedAt: daysAgo(3) });
  await givenFullSession(bed, {
    id: 'w2',
    candidateEmail: ' wanjiru@example.com',
    jobId: 'job-b',
    startedAt: daysAgo(1),
  });
  await givenFullSession(bed, { id: 'o1', candidateEmail: 'otieno@example.com', startedAt: daysAgo(2) });
  return bed;
}

describe('DeleteCandidate', () => {
  it('removes every session of the address, ignoring case, in every job, and nothing else', async () => {
    const bed = await givenTwoCandidates();
    const report = await new DeleteCandidate(bed.deps).execute({
      email: 'WANJIRU@example.com',
      dryRun: false,
    });
    expect(report).toMatchObject({
      email: 'wanjiru@example.com',
      dryRun: false,
      sessions: 2,
      answers: 4,
      evaluations: 2,
      embeddings: 6,
      media: { files: 10, bytes: 2 * 1000 + 8 * 100, unreferenced: 0, missing: 0, failed: [] },
      jobs: [
        { jobId: 'job-a', jobTitle: 'Sales lead', sessions: 1 },
        { jobId: 'job-b', jobTitle: 'Nurse', sessions: 1 },
      ],
      sessionIds: ['w1', 'w2'],
    });
    expect(bed.store.sessions.map((s) => s.id)).toEqual(['o1']);
    expect(bed.store.answers.every((a) => a.sessionId === 'o1')).toBe(true);
    expect(bed.store.embeddings).toHaveLength(3);
    expect([...bed.blobs.blobs.keys()].every((k) => k.includes('o1'))).toBe(true);
    expect(bed.blobs.blobs.size).toBe(5);
  });

  it('only reports in a dry run', async () => {
    const bed = await givenTwoCandidates();
    const report = await new DeleteCandidate(bed.deps).execute({ email: 'otieno@example.com', dryRun: true });
    expect(report).toMatchObject({ dryRun: true, sessions: 1, media: { files: 5, bytes: 1400 } });
    expect(bed.store.sessions).toHaveLength(3);
    expect(bed.blobs.blobs.size).toBe(15);
  });

  it('reports nothing for an unknown address and refuses a malformed one', async () => {
    const bed = await givenTwoCandidates();
    expect(
      await new DeleteCandidate(bed.deps).execute({ email: 'nobody@example.com', dryRun: false }),
    ).toMatchObject({ sessions: 0, media: { files: 0 } });
    await expect(
      new DeleteCandidate(bed.deps).execute({ email: 'not an address', dryRun: false }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bed.store.sessions).toHaveLength(3);
  });
});
