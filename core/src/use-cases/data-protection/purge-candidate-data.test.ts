import { describe, expect, it } from 'vitest';
import type { BlobListing, BlobStore } from '../../ports/blob-store.js';
import { dataProtectionTestbed, daysAgo, givenFullSession } from '../../testing/data-protection-testbed.js';
import { PurgeCandidateData } from './purge-candidate-data.js';

async function givenSessionsOfAllAges() {
  const bed = dataProtectionTestbed();
  // Finished 100 days ago; abandoned (never finished) 100 days ago; started long ago but
  // finished recently; and a new one.
  await givenFullSession(bed, { id: 'old-done', startedAt: daysAgo(101), completedAt: daysAgo(100) });
  await givenFullSession(bed, {
    id: 'old-open',
    startedAt: daysAgo(100),
    completedAt: null,
    status: 'in_progress',
  });
  await givenFullSession(bed, { id: 'late-done', startedAt: daysAgo(120), completedAt: daysAgo(10) });
  await givenFullSession(bed, { id: 'new', startedAt: daysAgo(2), completedAt: daysAgo(1), jobId: 'job-b' });
  return bed;
}

describe('PurgeCandidateData', () => {
  it('reports what a dry run would remove and changes nothing', async () => {
    const bed = await givenSessionsOfAllAges();
    await bed.blobs.delete('audio/old-open/1-hash.webm'); // a file already gone
    const before = { blobs: bed.blobs.blobs.size, embeddings: bed.store.embeddings.length };

    const report = await new PurgeCandidateData(bed.deps).execute({ olderThan: '90d', dryRun: true });

    expect(report).toMatchObject({
      dryRun: true,
      olderThan: '90d',
      cutoff: daysAgo(90),
      sessions: 2,
      answers: 4,
      evaluations: 2,
      embeddings: 6,
      media: { files: 9, bytes: 2 * 1000 + 7 * 100, unreferenced: 0, missing: 1, failed: [] },
      jobs: [{ jobId: 'job-a', jobTitle: 'Sales lead', sessions: 2 }],
      sessionIds: ['old-done', 'old-open'],
    });
    expect(bed.store.sessions).toHaveLength(4);
    expect({ blobs: bed.blobs.blobs.size, embeddings: bed.store.embeddings.length }).toEqual(before);
  });

  it('removes exactly the sessions inactive for longer than the period, with their rows and files', async () => {
    const bed = await givenSessionsOfAllAges();
    const report = await new PurgeCandidateData(bed.deps).execute({ olderThan: '3m', dryRun: false });

    expect(report).toMatchObject({ dryRun: false, sessions: 2, answers: 4, evaluations: 2, embeddings: 6 });
    expect(report.media).toEqual({
      files: 10,
      bytes: 2 * 1000 + 8 * 100,
      unreferenced: 0,
      missing: 0,
      failed: [],
    });
    expect(bed.store.sessions.map((s) => s.id)).toEqual(['late-done', 'new']);
    expect(new Set(bed.store.answers.map((a) => a.sessionId))).toEqual(new Set(['late-done', 'new']));
    expect(bed.store.evaluations.map((e) => e.sessionId)).toEqual(['late-done', 'new']);
    expect(bed.store.embeddings.every((e) => /^(late-done|new)\//.test(e.clipPath))).toBe(true);
    expect(bed.store.embeddings).toHaveLength(6);
    const keys = [...bed.blobs.blobs.keys()];
    expect(keys.filter((k) => k.includes('old-'))).toEqual([]);
    expect(keys).toHaveLength(10);

    const again = await new PurgeCandidateData(bed.deps).execute({ olderThan: '3m', dryRun: false });
    expect(again).toMatchObject({ sessions: 0, media: { files: 0, bytes: 0, missing: 0 } });
  });

  it("also removes files in a purged session's folders that no row points at, and no one else's", async () => {
    const bed = await givenSessionsOfAllAges();
    await bed.blobs.put('audio/old-done/0-replaced.webm', new Uint8Array(7), 'audio/webm');
    await bed.blobs.put('verification/old-open/deep/first-try.webm', new Uint8Array(5), 'video/webm');
    await bed.blobs.put('audio/old-done-not/0-x.webm', new Uint8Array(3), 'audio/webm');

    const dry = await new PurgeCandidateData(bed.deps).execute({ olderThan: '90d', dryRun: true });
    expect(dry.media).toMatchObject({ files: 12, bytes: 2 * 1000 + 8 * 100 + 12, unreferenced: 2 });
    expect(bed.blobs.blobs.has('audio/old-done/0-replaced.webm')).toBe(true);

    const report = await new PurgeCandidateData(bed.deps).execute({ olderThan: '90d', dryRun: false });
    expect(report.media).toMatchObject({ files: 12, unreferenced: 2, missing: 0, failed: [] });
    expect([...bed.blobs.blobs.keys()].filter((k) => /\/old-(done|open)\//.test(k))).toEqual([]);
    expect(bed.blobs.blobs.has('audio/old-done-not/0-x.webm')).toBe(true);
  });

  it('keeps a session whose latest activity is exactly at the cutoff and removes one a millisecond older', async () => {
    const bed = dataProtectionTestbed();
    const cutoff = daysAgo(2);
    await givenFullSession(bed, { id: 'at', startedAt: cutoff, completedAt: null });
    await givenFullSession(bed, {
      id: 'before',
      startedAt: new Date(cutoff.getTime() - 1),
      completedAt: null,
    });
    const report = await new PurgeCandidateData(bed.deps).execute({ olderThan: '48h', dryRun: false });
    expect(report.sessionIds).toEqual(['before']);
    expect(bed.store.sessions.map((s) => s.id)).toEqual(['at']);
  });

  it('reports a file it could not delete and still deletes the others', async () => {
    const bed = await givenSessionsOfAllAges();
    const stubborn = Object.assign(Object.create(bed.blobs) as BlobStore & BlobListing, {
      delete: async (key: string) => {
        if (key === 'cv/old-done/cv.pdf') throw new Error('permission denied');
        await bed.blobs.delete(key);
      },
    });
    const report = await new PurgeCandidateData({ ...bed.deps, blobs: stubborn }).execute({
      olderThan: '90d',
      dryRun: false,
    });
    expect(report.media).toEqual({
      files: 9,
      bytes: 1000 + 8 * 100,
      unreferenced: 0,
      missing: 0,
      failed: [{ key: 'cv/old-done/cv.pdf', reason: 'permission denied' }],
    });
    expect([...bed.blobs.blobs.keys()].filter((k) => k.includes('old-'))).toEqual(['cv/old-done/cv.pdf']);
  });

  it('deletes no file when the rows could not be deleted', async () => {
    const bed = await givenSessionsOfAllAges();
    bed.store.failDeleteWith = new Error('database unavailable');
    await expect(
      new PurgeCandidateData(bed.deps).execute({ olderThan: '90d', dryRun: false }),
    ).rejects.toThrow('database unavailable');
    expect(bed.blobs.blobs.size).toBe(4 * 5);
  });

  it('refuses a period it cannot read before touching anything', async () => {
    const bed = await givenSessionsOfAllAges();
    await expect(
      new PurgeCandidateData(bed.deps).execute({ olderThan: '90 days', dryRun: false }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bed.store.sessions).toHaveLength(4);
  });
});
