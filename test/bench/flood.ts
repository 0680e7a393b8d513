import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { BUDGETS } from '@sauti/core/rules/abuse-budgets';
import { createJob } from '@sauti/http/jobs/job-fixtures';
import { intake, pdfBytes } from '@sauti/http/sessions/interview-fixtures';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { measure, type Latency } from './measure.js';

const HR = { email: 'hr@flood-bench.co.ke', password: 'bench password 1', firstName: 'H', lastName: 'R' };
const HR_ADDRESS = '198.51.100.10';
const REGISTRATIONS = 150;
const SESSION_STARTS = 300;
const CV_BYTES = 1024 * 1024;
const FLOOD_CONCURRENCY = 10;

/** Bytes under `dir`, every file of every folder. */
async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await bytesUnder(path) : (await stat(path)).size;
  }
  return total;
}

/** Runs `count` calls, `FLOOD_CONCURRENCY` at a time, and counts the answers by status. */
async function flood(count: number, call: (i: number) => Promise<number>) {
  const statuses = new Map<string, number>();
  const t0 = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const status = await call(next++).then(String, () => 'connection closed');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, lane));
  return { statuses, seconds: (performance.now() - t0) / 1000 };
}

const describe = (statuses: Map<string, number>) =>
  [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');

/** HR's sign-in, timed one at a time while `during` runs (20 sign-ins; more if the flood lasts). */
async function signInsDuring(server: TestApp, during: Promise<unknown>): Promise<Latency> {
  let done = false;
  void during.finally(() => (done = true));
  const signIn = async () =>
    (
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': HR_ADDRESS },
        body: JSON.stringify({ email: HR.email, password: HR.password }),
      })
    ).ok;
  const first = await measure(20, 1, signIn);
  while (!done) await signIn();
  return first;
}

function register(server: TestApp, i: number, address: string): Promise<number> {
  return fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      email: `flood${i}@flood-victim.co.ke`,
      password: 'flood password 1',
      firstName: 'F',
      lastName: String(i),
    }),
  }).then((res) => res.status);
}

function startSession(server: TestApp, jobId: string, address: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...intake, jobId })) form.set(name, value);
  form.set('cv', new Blob([pdfBytes(CV_BYTES)], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${server.url}/api/sessions`, {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: form,
  }).then((res) => res.status);
}

const row = (name: string, l: Latency) =>
  `| ${name} | ${l.count} | ${l.errors} | ${l.p50} | ${l.p95} | ${l.max} |`;

/**
 * Floods of issue 16, against the real app behind a trusted proxy (so each request can claim its
 * own address): HR's sign-in p50 alone and during 150 registrations from one address and from 150
 * addresses (a botnet, which no per-address budget stops: each costs a password hash), then 300
 * interview starts with a 1 MiB CV each from one address. Figures, not assertions.
 */
export async function floodBenchmark(log: (line: string) => void = () => {}): Promise<string> {
  const server = await startTestApp({ TRUST_PROXY: 'true' });
  try {
    const { client: hr } = await signUp(server, HR);
    const repos = () => server.app.get(STORAGE.Repositories);
    const scope = server.app.get(STORAGE.RequestScope);
    const users = async () => (await scope.run(() => repos().users.list())).length;

    log('sign-in alone');
    const alone = await measure(
      20,
      1,
      async () =>
        (
          await fetch(`${server.url}/api/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': HR_ADDRESS },
            body: JSON.stringify({ email: HR.email, password: HR.password }),
          })
        ).ok,
    );

    const usersBefore = await users();
    log(`${REGISTRATIONS} registrations from one address`);
    const oneAddress = flood(REGISTRATIONS, (i) => register(server, i, '203.0.113.7'));
    const duringOne = await signInsDuring(server, oneAddress);
    const one = await oneAddress;

    log(`${REGISTRATIONS} registrations from ${REGISTRATIONS} addresses`);
    const botnet = flood(REGISTRATIONS, (i) =>
      register(server, REGISTRATIONS + i, `10.${(i >> 8) & 255}.${i & 255}.9`),
    );
    const duringBotnet = await signInsDuring(server, botnet);
    const many = await botnet;
    const usersAfter = await users();

    log(`${SESSION_STARTS} interview starts with a 1 MiB CV from one address`);
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    const dataDir = server.app.get(TOKENS.Config).dataDir;
    const bytesBefore = await bytesUnder(dataDir);
    const starts = await flood(SESSION_STARTS, () => startSession(server, job.id, '203.0.113.99'));
    const written = (await bytesUnder(dataDir)) - bytesBefore;
    const invited = (await hr.get('/api/dashboard-stats')).body.totalSessions as number;

    const mib = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
    return [
      '## Floods (issue 16)',
      '',
      `Budgets: ${BUDGETS.registrationsPerAddress.max} sign-ups per address an hour; ` +
        `${BUDGETS.sessionStartsPerAddress.max} interview starts per address in 10 minutes. ` +
        `Floods run ${FLOOD_CONCURRENCY} requests at a time; HR signs in one at a time from another address.`,
      '',
      '| HR sign-in | calls | errors | p50 ms | p95 ms | max ms |',
      '|---|---|---|---|---|---|',
      row('alone', alone),
      row(`during ${REGISTRATIONS} registrations from one address`, duringOne),
      row(`during ${REGISTRATIONS} registrations from ${REGISTRATIONS} addresses`, duringBotnet),
      '',
      `- ${REGISTRATIONS} registrations from one address: ${describe(one.statuses)} in ${one.seconds.toFixed(1)} s.`,
      `- ${REGISTRATIONS} registrations from ${REGISTRATIONS} addresses: ${describe(many.statuses)} in ` +
        `${many.seconds.toFixed(1)} s.`,
      `- Accounts before the floods ${usersBefore}, after ${usersAfter} (a registration creates nothing until its link is opened).`,
      `- ${SESSION_STARTS} interview starts with a 1 MiB CV from one address: ${describe(starts.statuses)} in ` +
        `${starts.seconds.toFixed(1)} s; ${mib(written)} MiB written under DATA_DIR; "Total Invited" ${invited}.`,
      '',
    ].join('\n');
  } finally {
    await server.stop();
  }
}
