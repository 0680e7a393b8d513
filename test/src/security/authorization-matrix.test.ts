import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_ORDER, MATRIX, type Expected } from './authorization-matrix.js';
import { forbiddenMarkers, leakedMarkers, leakedSelfIdentification, refusalProblem } from './leak-check.js';
import { mountedRoutes, type RouteKey } from './route-inventory.js';
import { CALLERS, startSecurityWorld, type SecurityWorld } from './security-world.js';

let world: SecurityWorld;

beforeAll(async () => {
  world = await startSecurityWorld();
});
afterAll(() => world?.server.stop());

const matches = (expected: Expected, status: number) =>
  expected === 'ok' ? status >= 200 && status < 300 : status === expected;

/** The method and the concrete path of a route key. */
const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(' '));

describe('authorization matrix (every route × every kind of caller)', () => {
  it('has exactly one row per mounted route, so a new route without a row fails', () => {
    const mounted = mountedRoutes(world.server.app).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(mounted);
    expect(mounted.length).toBeGreaterThan(50);
    for (const row of Object.values(MATRIX))
      expect(Object.keys(row.expected).sort()).toEqual([...CALLERS].sort());
  });

  it('answers each caller with the expected status, refusals as JSON errors, and never leaks private data', async () => {
    const problems: string[] = [];
    let cells = 0;
    for (const key of mountedRoutes(world.server.app)) {
      const row = MATRIX[key];
      if (!row) continue; // reported by the test above
      for (const caller of CALL_ORDER) {
        const client = world.callers[caller];
        const { path, body, headers } = await row.request(world);
        const res = await client.request(methodOf(key), path, body, headers);
        cells++;
        const expected = row.expected[caller];
        const where = `${key} as ${caller}`;
        if (!matches(expected, res.status))
          problems.push(`${where}: ${res.status} (expected ${expected}) ${res.text.slice(0, 160)}`);
        if (res.status >= 400) {
          const problem = refusalProblem(res);
          if (problem) problems.push(`${where}: ${problem}`);
        }
        const leaks = leakedMarkers(res, forbiddenMarkers(caller, row.adminView ?? false));
        if (leaks.length) problems.push(`${where}: leaked ${leaks.join(', ')}`);
        const selfId = leakedSelfIdentification(res, key);
        if (selfId) problems.push(`${where}: leaked ${selfId}`);
        await row.after?.(world, caller, client, res.status);
      }
    }
    expect(cells).toBe(Object.keys(MATRIX).length * CALLERS.length);
    expect(problems).toEqual([]);
  });
});
