import { expect, it } from 'vitest';
import { at, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';

describeStorageContract('work slots', (context) => {
  it('never hands out more than the capacity at once, even to racing claims', async () => {
    const { workSlots } = context().repos;
    const name = `work-${newId()}`;
    const leases = await Promise.all(
      Array.from({ length: 6 }, () => workSlots.acquire(name, 2, 60_000, at(0))),
    );
    expect(leases.filter(Boolean)).toHaveLength(2);
    expect(new Set(leases.filter(Boolean)).size).toBe(2);
  });

  it('frees a slot on release and when its lease runs out, and ignores a stale release', async () => {
    const { workSlots } = context().repos;
    const name = `work-${newId()}`;
    const first = (await workSlots.acquire(name, 1, 60_000, at(0)))!;
    expect(await workSlots.acquire(name, 1, 60_000, at(10))).toBeNull();
    await workSlots.release(name, first);
    const second = (await workSlots.acquire(name, 1, 60_000, at(20)))!;
    expect(second).not.toBeNull();
    const third = await workSlots.acquire(name, 1, 60_000, at(80)); // second's lease ran out at 80 s
    expect(third).not.toBeNull();
    await workSlots.release(name, second); // stale: the slot is third's now
    expect(await workSlots.acquire(name, 1, 60_000, at(90))).toBeNull();
  });
});
