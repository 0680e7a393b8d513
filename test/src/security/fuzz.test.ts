import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MATRIX } from './authorization-matrix.js';
import { deepestCaller } from './caller-expectations.js';
import { hostileHeaders, hostileText, jsonBodies, multipartBodies } from './fuzz-inputs.js';
import type { CallerResponse, RequestBody } from './http-caller.js';
import { refusalProblem, serverPathIn, stackTraceIn } from './leak-check.js';
import { mountedRoutes, type RouteKey } from './route-inventory.js';
import { spareBudgets, startSecurityWorld, type CallerName, type SecurityWorld } from './security-world.js';
import { countChanges, tableCounts } from './table-counts.js';

/** Runs per endpoint: enough to hit every generator branch, bounded so the file runs in about a minute. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Fixed per run unless FUZZ_SEED is given, printed on failure by fast-check. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let world: SecurityWorld;
beforeAll(async () => {
  world = await startSecurityWorld();
});
afterAll(() => world?.server.stop());
beforeEach(() => spareBudgets(world));

/** What every answer to hostile input must satisfy; a list of problems, empty when fine. */
function problemsOf(res: CallerResponse, changes: string[], adminView: boolean): string[] {
  const problems: string[] = [];
  const providerDown = res.status === 503 && res.body?.error === 'PROVIDER_UNAVAILABLE';
  if (res.status >= 500 && !providerDown) {
    const logged = world.server.logs.filter((l) => l.startsWith('error')).slice(-1);
    problems.push(
      `status ${res.status}: ${res.text.slice(0, 200)} logged: ${logged.join(' ').slice(0, 400)}`,
    );
  }
  const type = res.headers.get('content-type') ?? '';
  if (/json|text|html/.test(type) || res.status >= 400) {
    // The administrator is told where unsent mail was written (an outbox path); nobody else sees paths.
    const trace = stackTraceIn(res.text) ?? (adminView ? null : serverPathIn(res.text));
    if (trace) problems.push(trace);
  }
  // 409 VERIFICATION_REQUIRED starts a session on purpose (the candidate then verifies).
  if (res.status >= 400 && res.body?.error !== 'VERIFICATION_REQUIRED') {
    const refusal = refusalProblem(res);
    if (refusal) problems.push(refusal);
    if (changes.length)
      problems.push(`refused (${res.status} ${res.body?.error}) but stored: ${changes.join('; ')}`);
  }
  return problems;
}

/**
 * Row counts after the last accepted request: a refused request must leave them as they were.
 * Kept between runs so each run costs one count query, not two.
 */
let baseline: Record<string, number> | undefined;

async function send(
  key: RouteKey,
  caller: CallerName,
  path: string,
  body: RequestBody,
  headers: Record<string, string>,
) {
  const before = baseline ?? (await tableCounts(world.server));
  const res = await world.callers[caller].request(key.slice(0, key.indexOf(' ')), path, body, headers);
  const after = await tableCounts(world.server);
  const hook = MATRIX[key]?.after;
  baseline = after;
  if (hook) {
    // e.g. signing back in after a logout writes rows of its own: not the request's doing.
    await hook(world, caller, world.callers[caller], res.status);
    baseline = undefined;
  }
  const refused = res.status >= 400 && res.body?.error !== 'VERIFICATION_REQUIRED';
  return {
    res,
    problems: problemsOf(res, refused ? countChanges(before, after) : [], MATRIX[key]?.adminView ?? false),
  };
}

/** A short description of a request body, for failure reports. */
function describeBody(body: RequestBody, headers: Record<string, string>): string {
  const kind = body === undefined ? 'no body' : 'json' in body ? 'json' : 'form' in body ? 'form' : 'raw';
  const raw = body && 'raw' in body ? ` ${body.raw.length} bytes: ${String(body.raw).slice(0, 60)}` : '';
  return `${kind}${raw} ${JSON.stringify(headers)}`;
}

const FUZZED = (Object.keys(MATRIX) as RouteKey[]).filter((k) => !k.startsWith('GET '));

describe('fuzzing every JSON and multipart endpoint: never a 500, a stack trace or a non-JSON refusal; nothing stored when refused', () => {
  it('covers every state-changing route of the app', () => {
    expect(FUZZED.sort()).toEqual(
      mountedRoutes(world.server.app)
        .filter((k) => !k.startsWith('GET '))
        .sort(),
    );
  });

  it.each(FUZZED)('%s', async (key) => {
    const row = MATRIX[key]!;
    const caller = deepestCaller(row);
    const sample = await row.request(world);
    // Preparing the row may store what the route acts on (an endpoint to change): count from here.
    baseline = undefined;
    const multipart = sample.body !== undefined && 'form' in sample.body;
    const inputs: fc.Arbitrary<{ body: RequestBody; headers: Record<string, string> }> = multipart
      ? multipartBodies((sample.body as { form: FormData }).form)
      : fc
          .tuple(
            jsonBodies(sample.body && 'json' in sample.body ? sample.body.json : {}),
            fc.option(hostileHeaders),
          )
          .map(([body, headers]) => ({
            body,
            headers: { 'content-type': 'application/json', ...(headers ?? {}) },
          }));
    const failures: string[] = [];
    let runs = 0;
    let previous = 'nothing';
    await fc.assert(
      fc.asyncProperty(inputs, async ({ body, headers }) => {
        runs++;
        const { path } = await row.request(world);
        const { problems } = await send(key, caller, path, body, headers).catch((error: unknown) => ({
          problems: [
            `no answer (${String((error as Error).cause ?? error)}) to ${describeBody(body, headers)} after ${previous}`,
          ],
        }));
        previous = describeBody(body, headers);
        if (problems.length) failures.push(`as ${caller}: ${problems.join(' | ')}`);
        return true; // collected, so the report lists every kind of failure, not only the first
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(runs).toBe(RUNS);
    expect([...new Set(failures)].slice(0, 10)).toEqual([]);
  });
});

/**
 * `text` as a URL component. A lone surrogate has no UTF-8 form, so it is sent as the three bytes
 * it would take (invalid UTF-8), as a hostile client can.
 */
function urlComponent(text: string): string {
  return [...text]
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      return encodeURIComponent(ch);
    })
    .join('');
}

/** Routes with an id or a path in their URL. */
const WITH_PARAMS = (Object.keys(MATRIX) as RouteKey[]).filter((k) => /[:*]/.test(k));

describe('NUL and control characters in ids and queries: 400 or 404 as JSON, never a 5xx (issue 16)', () => {
  it.each(WITH_PARAMS)('%s', async (key) => {
    const row = MATRIX[key]!;
    const caller = deepestCaller(row);
    const method = key.slice(0, key.indexOf(' '));
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        const path = key.slice(key.indexOf(' ') + 1).replace(/[:*]\w+/g, () => urlComponent(text));
        // The row's own headers too (a tus upload needs its protocol header to reach the id check).
        const { body, headers } = await row.request(world);
        const res = await world.callers[caller].request(method, path, body, headers);
        await row.after?.(world, caller, world.callers[caller], res.status);
        if (![400, 404].includes(res.status))
          failures.push(`${JSON.stringify(text)}: ${res.status} ${res.text.slice(0, 120)}`);
        const refusal = res.status >= 400 ? refusalProblem(res) : null;
        if (refusal) failures.push(`${JSON.stringify(text)}: ${refusal}`);
        return true;
      }),
      { numRuns: Math.max(5, Math.round(RUNS / 3)), seed: SEED },
    );
    expect([...new Set(failures)].slice(0, 10)).toEqual([]);
  });

  it('in a query string', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        const res = await world.callers.candidate.request(
          'GET',
          `/api/verification/status?sessionId=${urlComponent(text)}`,
        );
        expect([400, 404]).toContain(res.status);
        expect(refusalProblem(res)).toBeNull();
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
