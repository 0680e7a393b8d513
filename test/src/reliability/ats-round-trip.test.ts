import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '@sauti/http/testing/outbox';
import { freePort, stopAllChildren } from '../support/child-process.js';
import { startLoad } from './candidate-load.js';
import { waitUntilDrained } from './integrity.js';
import { startLoadWorld, type LoadWorld } from './load-world.js';

/** The example's candidates: every POST of the example is sent twice. */
const CANDIDATES = 50;
const EXAMPLE = 'examples/ats-round-trip/round-trip.ts';
const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

const atsId = (n: number) => `GH-${10_000 + n}`;
const emailOf = (n: number) => `applicant${n}@example.com`;

/** The example as an integrator runs it: its own Node process, configured by its environment. */
function runExample(env: Record<string, string>) {
  const child = spawn(process.execPath, [EXAMPLE], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { child, exited };
}

/** The personal link's token mailed to each address, once every one of `emails` has its mail. */
async function invitationTokens(
  dataDir: string,
  emails: string[],
  timeoutMs: number,
  /** The example's output if it ended before every invitation was mailed. */
  ended: () => string | null,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await outboxMails(dataDir)).filter((m) => m.subject.includes('voice interview'));
    const tokens = new Map<string, string[]>();
    for (const mail of mails) {
      const token = /[?&]invite=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (token) tokens.set(mail.to, [...(tokens.get(mail.to) ?? []), token]);
    }
    if (emails.every((e) => tokens.has(e))) return tokens;
    const output = ended();
    if (output !== null || Date.now() > deadline) {
      throw new Error(`only ${tokens.size} of ${emails.length} invitations mailed; the example: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the ATS round trip of examples/ (docs/behaviour/platform.md §15), against the server process', () => {
  let world: LoadWorld;
  beforeAll(async () => {
    world = await startLoadWorld({
      env: { QUEUE_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'on' },
    });
  });
  afterAll(async () => {
    await world?.close();
    await stopAllChildren();
  });

  it(`invites ${CANDIDATES} candidates once each though every POST is sent twice, and writes their results back`, async () => {
    const hr = world.hr.client;
    const key = await hr.post('/api/organisation/api-keys', { name: 'ATS', scope: 'read_write' });
    expect(key.status).toBe(201);
    const webhookPort = await freePort();
    const endpoint = await hr.post('/api/organisation/webhooks', {
      url: `http://127.0.0.1:${webhookPort}/sauti`,
      events: ['evaluation.completed'],
    });
    expect(endpoint.status).toBe(201);

    const inputCsv = join(world.dataDir, 'ats-export.csv');
    const outputCsv = join(world.dataDir, 'ats-results.csv');
    const lines = Array.from(
      { length: CANDIDATES },
      (_, n) => `${atsId(n)},Applicant Number${n},${emailOf(n)},+254 712 345 678`,
    );
    await writeFile(inputCsv, ['ats_id,name,email,phone', ...lines].join('\n'));

    const t0 = performance.now();
    const example = runExample({
      SAUTI_URL: world.server.url,
      SAUTI_API_KEY: key.body.secret,
      SAUTI_JOB_ID: world.hr.jobId,
      SAUTI_WEBHOOK_SECRET: endpoint.body.secret,
      WEBHOOK_PORT: String(webhookPort),
      INPUT_CSV: inputCsv,
      OUTPUT_CSV: outputCsv,
      SEND_EVERY_POST_TWICE: '1',
      WAIT_SECONDS: '180',
    });

    // The candidates open their mailed links and take the whole interview through the HTTP API.
    const emails = Array.from({ length: CANDIDATES }, (_, n) => emailOf(n));
    let ended: string | null = null;
    void example.exited.then(({ output }) => (ended = output));
    const tokens = await invitationTokens(world.dataDir, emails, 60_000, () => ended);
    expect(emails.map((e) => tokens.get(e)!.length)).toEqual(emails.map(() => 1)); // mailed once each
    // A forged delivery (a signature not made with the endpoint's secret) is refused and ignored.
    const forged = await fetch(`http://127.0.0.1:${webhookPort}/sauti`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}`,
      },
      body: JSON.stringify({
        type: 'evaluation.completed',
        data: { externalReference: atsId(0), sessionId: 'x' },
      }),
    });
    expect(forged.status).toBe(401);
    const load = startLoad({
      baseUrl: world.server.url,
      jobId: world.hr.jobId,
      audio: world.audio,
      candidates: CANDIDATES,
      retryForMs: 30_000,
      addressPerCandidate: true,
      intakeOf: (n) => ({
        candidateName: `Applicant Number${n}`,
        candidateEmail: emailOf(n),
        invitation: tokens.get(emailOf(n))![0]!,
      }),
    });
    const mailedAt = (performance.now() - t0) / 1000;
    const stats = await load.done;
    const interviewedAt = (performance.now() - t0) / 1000;
    expect(stats.abandoned).toEqual([]);
    await waitUntilDrained(world.hr, stats, 180_000);
    const drainedAt = (performance.now() - t0) / 1000;

    const { code, output } = await example.exited;
    expect(code, output).toBe(0);
    const report = JSON.parse(output.trim().split('\n').at(-1)!);
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `ATS round trip: ${JSON.stringify(report)}; mailed ${mailedAt.toFixed(1)} s, interviews done ${interviewedAt.toFixed(1)} s, evaluated ${drainedAt.toFixed(1)} s, results written ${seconds.toFixed(1)} s`,
    );
    expect(report).toMatchObject({
      candidates: CANDIDATES,
      invited: CANDIDATES,
      problems: [],
      posts: 2 * Math.ceil(CANDIDATES / 25),
      replaysIdentical: Math.ceil(CANDIDATES / 25),
      webhooksRejected: 1, // the forged one
      evaluated: CANDIDATES,
      written: CANDIDATES,
    });
    expect(report.webhooksVerified).toBeGreaterThanOrEqual(CANDIDATES);

    // Invited once each: the job's invitations hold each address once, each started its interview.
    const invitations = await hr.get(`/api/jobs/${world.hr.jobId}/candidate-invitations`);
    const invited = invitations.body.invitations as Array<{ email: string; externalReference: string }>;
    expect(invited.map((i) => i.email).sort()).toEqual([...emails].sort());
    expect(new Set(invited.map((i) => i.externalReference)).size).toBe(CANDIDATES);

    // The results CSV: one row per ATS candidate, with Sauti's session and a score.
    const results = parse(await readFile(outputCsv, 'utf8'), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(results.map((r) => r.ats_id)).toEqual(Array.from({ length: CANDIDATES }, (_, n) => atsId(n)));
    for (const row of results) {
      expect(row.status, row.ats_id).toBe('completed');
      expect(row.sauti_candidate_id, row.ats_id).not.toBe('');
      expect(row.band, row.ats_id).not.toBe('');
    }
  });
});
