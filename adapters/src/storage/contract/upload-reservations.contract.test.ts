import { expect, it } from 'vitest';
import type { UploadReservation } from '@sauti/core/domain/upload-reservation';
import { aSession, at, givenJob, newId } from './fixtures.js';
import { describeStorageContract, type ContractContext } from './harness.js';

async function givenSession(context: ContractContext) {
  const { jobId } = await givenJob(context.repos);
  return context.repos.candidateSessions.create(aSession(jobId));
}

function aReservation(sessionId: string, overrides: Partial<UploadReservation> = {}): UploadReservation {
  return {
    id: newId().replace(/-/g, ''),
    sessionId,
    target: 'answer:0',
    size: 15 * 1024 * 1024 - 1,
    addressKey: '41.90.1.1',
    chargedKib: 15_360,
    sessionStartedAt: at(0),
    addressWindowStart: at(0),
    createdAt: at(10),
    finishedAt: null,
    held: true,
    ...overrides,
  };
}

describeStorageContract('upload reservations', (context) => {
  it('keeps every field, and hands a reservation over once when taken', async () => {
    const { repos } = context();
    const session = await givenSession(context());
    const reservation = aReservation(session.id, { addressKey: null, addressWindowStart: null });
    await repos.uploadReservations.add(reservation);
    expect(await repos.uploadReservations.find(reservation.id)).toEqual(reservation);
    const [first, second] = await Promise.all([
      repos.uploadReservations.take(reservation.id),
      repos.uploadReservations.take(reservation.id),
    ]);
    expect([first, second].filter(Boolean)).toEqual([reservation]);
    expect(await repos.uploadReservations.find(reservation.id)).toBeNull();
  });

  it('finishes an open reservation once, and releases its copy', async () => {
    const { repos } = context();
    const session = await givenSession(context());
    const reservation = aReservation(session.id);
    await repos.uploadReservations.add(reservation);
    const results = await Promise.all([
      repos.uploadReservations.finish(reservation.id, at(20)),
      repos.uploadReservations.finish(reservation.id, at(21)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    await repos.uploadReservations.release(reservation.id);
    expect(await repos.uploadReservations.find(reservation.id)).toMatchObject({
      finishedAt: expect.any(Date),
      held: false,
    });
  });

  it('lists a target’s reservations and counts the open ones per session and per address', async () => {
    const { repos } = context();
    const session = await givenSession(context());
    const other = await givenSession(context());
    const a = aReservation(session.id, { createdAt: at(1) });
    const b = aReservation(session.id, { createdAt: at(2), finishedAt: at(3) });
    const c = aReservation(session.id, { target: 'enrollment', addressKey: '2001:db8:1:2::/64' });
    const d = aReservation(other.id);
    for (const r of [b, a, c, d]) await repos.uploadReservations.add(r);
    expect(await repos.uploadReservations.listForTarget(session.id, 'answer:0')).toEqual([a, b]);
    expect(await repos.uploadReservations.countOpen({ sessionId: session.id })).toBe(2);
    expect(await repos.uploadReservations.countOpen({ addressKey: '41.90.1.1' })).toBe(2);
    expect(await repos.uploadReservations.countOpen({ addressKey: '2001:db8:1:2::/64' })).toBe(1);
  });

  it('finds what a sweep removes: old open ones, old held copies, and those of ended or removed sessions', async () => {
    const { repos } = context();
    const running = await givenSession(context());
    const ended = await givenSession(context());
    const removed = await givenSession(context());
    const oldOpen = aReservation(running.id, { createdAt: at(1) });
    const newOpen = aReservation(running.id, { createdAt: at(100), target: 'answer:1' });
    const oldHeld = aReservation(running.id, { createdAt: at(2), finishedAt: at(3), target: 'answer:2' });
    const oldReleased = aReservation(running.id, {
      createdAt: at(2),
      finishedAt: at(3),
      held: false,
      target: 'answer:3',
    });
    const ofEnded = aReservation(ended.id, { createdAt: at(200) });
    const ofRemoved = aReservation(removed.id, { createdAt: at(300) });
    for (const r of [oldOpen, newOpen, oldHeld, oldReleased, ofEnded, ofRemoved]) {
      await repos.uploadReservations.add(r);
    }
    await repos.candidateSessions.update(ended.id, { status: 'completed' });
    await repos.candidateSessions.discard(removed.id);

    // Other tests of this file share the database: only this test's sessions are looked at.
    const mine = new Set([running.id, ended.id, removed.id]);
    const ofMine = (rows: UploadReservation[]) => rows.filter((r) => mine.has(r.sessionId));
    expect(ofMine(await repos.uploadReservations.listOpenCreatedBefore(at(50), 100))).toEqual([oldOpen]);
    expect(ofMine(await repos.uploadReservations.listHeldFinishedBefore(at(50), 100))).toEqual([oldHeld]);
    expect(ofMine(await repos.uploadReservations.listOfClosedSessions(100))).toEqual([ofEnded, ofRemoved]);
    expect(await repos.uploadReservations.listOfClosedSessions(1)).toHaveLength(1);
  });
});
