import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX } from './authorization-matrix.js';
import { deepestCaller } from './caller-expectations.js';
import type { RequestBody } from './http-caller.js';
import type { RouteKey } from './route-inventory.js';
import { startSecurityWorld, type SecurityWorld } from './security-world.js';

/**
 * No single request may hold the server's event loop (issue 28, finding 3: a member's invitation
 * CSV of 499,000 blank lines, under the size limit, froze every other request for 9-11 s). The
 * app runs in this process, so the loop measured here is the server's. Each route that takes a
 * body gets the costliest bodies its size limit allows — for every field of its sample, a huge
 * array, a huge string of line breaks, a huge string of separators — plus the CSV shapes that
 * were slow; the longest stall of the loop while the request runs must stay under STALL_LIMIT_MS.
 *
 * The bound is generous for a shared two-core machine (other processes can take the CPU, and a
 * garbage collection pause counts too); the pen test's stall was twenty times it.
 */
const STALL_LIMIT_MS = 500;
/** Just under the JSON body parser's 1 MB, so the body reaches the route. */
const BODY_CHARS = 900_000;

let world: SecurityWorld;
beforeAll(async () => {
  world = await startSecurityWorld();
});
afterAll(() => world?.server.stop());

/** The heaviest values a field may be given within the body limit. */
function heavyValues(sample: unknown): unknown[] {
  const element = Array.isArray(sample) && sample.length > 0 ? sample[0] : 0;
  const elementChars = JSON.stringify(element).length + 1;
  return [
    Array.from({ length: Math.floor(BODY_CHARS / elementChars) }, () => element),
    '\n'.repeat(BODY_CHARS / 2), // escaped in JSON: two characters each
    ','.repeat(BODY_CHARS),
    ` ${'a,'.repeat(BODY_CHARS / 4)}\n`.repeat(2),
  ];
}

/** Bodies for a JSON route: each field of its sample replaced by each heavy value, and a huge list of fields. */
function heavyBodies(sample: Record<string, unknown>): Record<string, unknown>[] {
  const bodies = Object.keys(sample).flatMap((field) =>
    heavyValues(sample[field]).map((value) => ({ ...sample, [field]: value })),
  );
  const manyFields = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`f${i}`, i]));
  return [...bodies, { ...manyFields, ...sample }];
}

/** The CSV shapes that cost csv-parse most per character (records of a single empty field). */
const CSV_HEADER = 'name,email,phone\n';
const heavyCsvs = [
  CSV_HEADER + '\n'.repeat(450_000),
  CSV_HEADER + '\r\n'.repeat(240_000),
  CSV_HEADER + ' \n'.repeat(240_000),
  CSV_HEADER + ',\n'.repeat(240_000),
  CSV_HEADER + 'a\n'.repeat(240_000),
];

/** Attempts at most for one request: a stall that is the machine's (another process took the CPU) does not repeat. */
const ATTEMPTS = 3;

/**
 * The longest stall of the event loop while `work` runs, in ms: the least of up to ATTEMPTS runs,
 * run again only while over the limit. On a busy shared machine the loop also waits for the CPU;
 * a request that holds the loop itself stalls it on every attempt.
 */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let least = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && least >= STALL_LIMIT_MS; attempt++) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    try {
      await work();
    } finally {
      histogram.disable();
    }
    least = Math.min(least, histogram.max / 1e6);
  }
  return least;
}

const JSON_ROUTES = (Object.keys(MATRIX) as RouteKey[]).filter((key) => !key.startsWith('GET '));

describe('no request holds the event loop (issue 28, finding 3)', () => {
  it('the pen test’s invitation CSV of blank lines is refused without a stall', async () => {
    const path = `/api/jobs/${world.jobId}/candidate-invitations/csv`;
    let answer: { status: number; body: unknown } | undefined;
    const stall = await longestStall(async () => {
      answer = await world.callers.hr.request('POST', path, {
        json: { csv: CSV_HEADER + '\n'.repeat(499_000) },
      });
    });
    expect(answer!.status).toBe(400);
    expect(stall).toBeLessThan(STALL_LIMIT_MS);
  });

  it.each(heavyCsvs.map((csv, i) => [i, csv] as const))('CSV shape %i', async (_, csv) => {
    const path = `/api/jobs/${world.jobId}/candidate-invitations/csv`;
    const raw = Buffer.from(JSON.stringify({ csv }));
    const json = { 'content-type': 'application/json' };
    const stall = await longestStall(() => world.callers.hr.request('POST', path, { raw }, json));
    expect(stall).toBeLessThan(STALL_LIMIT_MS);
  });

  it.each(JSON_ROUTES)('%s, with the heaviest bodies its limit allows', async (key) => {
    const row = MATRIX[key]!;
    const sample = await row.request(world);
    const body = sample.body as RequestBody;
    if (!body || !('json' in body) || typeof body.json !== 'object' || body.json === null) return;
    const method = key.slice(0, key.indexOf(' '));
    const caller = deepestCaller(row);
    const stalls: string[] = [];
    for (const heavy of heavyBodies(body.json as Record<string, unknown>)) {
      const { path, headers } = await row.request(world);
      // Serialised before measuring: only the server's work is measured (the client shares its loop).
      const raw = Buffer.from(JSON.stringify(heavy));
      let status = 0;
      const stall = await longestStall(async () => {
        const json = { ...headers, 'content-type': 'application/json' };
        status = (await world.callers[caller].request(method, path, { raw }, json)).status;
        await row.after?.(world, caller, world.callers[caller], status);
      });
      const shape = Object.entries(heavy)
        .filter(([, v]) => JSON.stringify(v).length > 1_000)
        .map(([k, v]) => `${k}: ${Array.isArray(v) ? `array of ${v.length}` : typeof v}`)
        .join(', ');
      if (stall >= STALL_LIMIT_MS)
        stalls.push(`${Math.round(stall)} ms (${status}) for ${shape || 'many fields'}`);
    }
    expect(stalls).toEqual([]);
  });
});
