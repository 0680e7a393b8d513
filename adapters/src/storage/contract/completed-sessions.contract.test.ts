import { expect, it } from 'vitest';
import { aSession, givenJob } from './fixtures.js';
import { describeStorageContract } from './harness.js';

describeStorageContract('completed sessions (batch evaluation selection)', (context) => {
  it('lists completed sessions by job and by completion window, oldest completion first', async () => {
    const { repos } = context();
    const first = await givenJob(repos);
    const second = await givenJob(repos);
    // Instants no other contract test uses, so the shared database does not disturb the window checks.
    const when = (day: number) => new Date(Date.UTC(2031, 0, day, 12));
    const make = (jobId: string, completedDay: number | null) =>
      repos.candidateSessions.create(
        aSession(jobId, {
          status: completedDay === null ? 'in_progress' : 'completed',
          completedAt: completedDay === null ? null : when(completedDay),
        }),
      );
    const late = await make(first.jobId, 20);
    const early = await make(first.jobId, 10);
    await make(first.jobId, null);
    const other = await make(second.jobId, 15);

    const byJob = await repos.candidateSessions.listCompleted({ jobId: first.jobId });
    expect(byJob.map((s) => s.id)).toEqual([early.id, late.id]);

    const window = await repos.candidateSessions.listCompleted({
      completedFrom: when(15),
      completedBefore: when(20),
    });
    expect(window.map((s) => s.id)).toEqual([other.id]);

    const all = (await repos.candidateSessions.listCompleted()).map((s) => s.id);
    expect(all).toEqual(expect.arrayContaining([early.id, late.id, other.id]));
    expect(all.indexOf(early.id)).toBeLessThan(all.indexOf(other.id));
    expect(all.indexOf(other.id)).toBeLessThan(all.indexOf(late.id));
    expect((await repos.candidateSessions.listCompleted()).every((s) => s.status === 'completed')).toBe(true);
  });
});
