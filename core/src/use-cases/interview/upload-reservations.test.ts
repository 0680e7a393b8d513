import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../rules/abuse-budgets.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryCandidateSessionRepository } from '../../testing/in-memory-interviews.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import { InMemoryUploadReservationRepository } from '../../testing/in-memory-upload-reservations.js';
import { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { RESUMABLE_UPLOAD_EXPIRY_MS } from './limits.js';
import { UploadReservations } from './upload-reservations.js';

const MIB = 1024 * 1024;

async function bed() {
  const clock = new FixedClock('2026-03-02T08:10:00.000Z');
  const sessions = new InMemoryCandidateSessionRepository();
  const session = await sessions.create({ id: 's1', jobId: 'j1', startedAt: clock.now() });
  const store = new InMemoryRateLimitStore();
  const removed: string[] = [];
  const reservations = new UploadReservations({
    reservations: new InMemoryUploadReservationRepository(sessions),
    budgets: new AbuseBudgets({ store, clock }),
    files: { remove: async (id) => void removed.push(id) },
    clock,
  });
  const spent = () => store.peek('budget:bytes:session:s1', session.startedAt);
  const upload = (id: string, target: string, size: number) =>
    reservations.reserve({ id, session, target, size, addressKey: '41.90.1.1' });
  return { clock, sessions, session, reservations, removed, spent, upload, store };
}

describe('UploadReservations', () => {
  it('gives back an unfinished upload’s bytes when it expires, and removes its bytes', async () => {
    const { clock, reservations, removed, spent, upload } = await bed();
    await upload('u1', 'answer:0', 10 * MIB);
    expect(await spent()).toBe(10 * 1024);
    clock.advance(RESUMABLE_UPLOAD_EXPIRY_MS - 1);
    expect(await reservations.sweep()).toBe(0);
    clock.advance(2);
    expect(await reservations.sweep()).toBe(1);
    expect(removed).toEqual(['u1']);
    expect(await spent()).toBe(0);
  });

  it('keeps a finished upload’s charge, and its copy for a day', async () => {
    const { clock, reservations, removed, spent, upload } = await bed();
    await upload('u1', 'answer:0', 2 * MIB);
    await reservations.settle((await reservations.find('u1'))!, true);
    clock.advance(RESUMABLE_UPLOAD_EXPIRY_MS + 1);
    expect(await reservations.sweep()).toBe(1);
    expect(removed).toEqual(['u1']);
    expect(await spent()).toBe(2 * 1024);
    // The reservation stays (a re-send of this size is recognised), its copy does not.
    expect(await reservations.find('u1')).toMatchObject({ held: false });
    expect(await reservations.sweep()).toBe(0);
  });

  it('gives back a re-send that stored nothing, and keeps only the newest copy of a target', async () => {
    const { reservations, removed, spent, upload } = await bed();
    await upload('u1', 'answer:0', MIB);
    await reservations.settle((await reservations.find('u1'))!, true);
    await upload('u2', 'answer:0', MIB);
    await reservations.settle((await reservations.find('u2'))!, false);
    expect(await spent()).toBe(1024);
    expect(removed).toEqual(['u1']);
    expect(await reservations.find('u1')).toBeNull();
  });

  it('removes every upload of an interview that ended, open or finished', async () => {
    const { sessions, reservations, removed, spent, upload } = await bed();
    await upload('u1', 'answer:0', MIB);
    await upload('u2', 'answer:1', 3 * MIB);
    await reservations.settle((await reservations.find('u1'))!, true);
    expect(await reservations.sweep()).toBe(0);
    await sessions.update('s1', { status: 'completed' });
    expect(await reservations.sweep()).toBe(2);
    expect(removed.sort()).toEqual(['u1', 'u2']);
    expect(await spent()).toBe(1024);
  });

  it('property: the open uploads of an interview never hold more than its budget, however they are announced', async () => {
    const step = fc.record({
      target: fc.constantFrom(
        'answer:0',
        'answer:1',
        'answer:2',
        'enrollment',
        'identity-video',
        'identity-photo',
      ),
      size: fc.integer({ min: 1, max: 25 * MIB }),
      outcome: fc.constantFrom('open', 'stored', 'resend', 'refused'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 20 }), async (steps) => {
        const { reservations, spent, upload } = await bed();
        let n = 0;
        for (const { target, size, outcome } of steps) {
          const id = `u${n++}`;
          const admitted = await upload(id, target, size).then(
            () => true,
            () => false,
          );
          if (!admitted || outcome === 'open') continue;
          if (outcome === 'refused') await reservations.cancel(id);
          else await reservations.settle((await reservations.find(id))!, outcome === 'stored');
        }
        expect(await spent()).toBeLessThanOrEqual(BUDGETS.storedKibPerSession.max);
        expect(await spent()).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });
});
