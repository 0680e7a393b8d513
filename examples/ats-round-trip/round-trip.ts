/**
 * A worked round trip between an applicant tracking system and Sauti (docs/behaviour/platform.md
 * §15): read candidates from the ATS's CSV export, invite them through /api/v1 with an
 * Idempotency-Key per request, receive Sauti's webhooks on a local listener and verify each
 * signature, then write every candidate's result back to a CSV the ATS can import.
 *
 * Run with Node 22.18 or later (it runs TypeScript as it is): see README.md beside this file.
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { Webhook } from 'standardwebhooks';

/** What the round trip needs; from the environment when run as a script. */
export interface RoundTripOptions {
  /** Sauti's address, e.g. https://hire.example.com */
  sautiUrl: string;
  /** A read_write API key (Integrations page → API keys). */
  apiKey: string;
  /** The job to invite to (its id, from GET /api/v1/jobs). */
  jobId: string;
  /** The webhook endpoint's secret, whsec_… (Integrations page → Webhooks → Show secret). */
  webhookSecret: string;
  /** Where the listener answers (127.0.0.1 unless said). */
  webhookHost: string;
  webhookPort: number;
  inputCsv: string;
  outputCsv: string;
  /** Sends every POST twice with the same key, as a client whose first attempt timed out would. */
  sendEveryPostTwice: boolean;
  /** How long to wait for every candidate's evaluation before writing what is known. */
  waitMs: number;
}

/** One row of the ATS export: its columns `ats_id,name,email,phone`. */
interface AtsCandidate {
  ats_id: string;
  name: string;
  email: string;
  phone: string;
}

/** The figures a run reports (printed as one JSON line). */
export interface RoundTripReport {
  candidates: number;
  invited: number;
  problems: Array<{ row: number; field: string; message: string }>;
  posts: number;
  replaysIdentical: number;
  webhooksVerified: number;
  webhooksRejected: number;
  evaluated: number;
  /** Seconds from the start until the last candidate's first evaluation webhook arrived. */
  lastEvaluationSeconds: number | null;
  written: number;
}

/** Invitations per request: Sauti takes up to 500; smaller batches show progress sooner. */
const BATCH = 25;

async function api(options: RoundTripOptions, path: string, init: RequestInit = {}) {
  const res = await fetch(`${options.sautiUrl}/api/v1${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

/**
 * A POST with its own Idempotency-Key, kept for the retries of this operation only; sent twice
 * when asked, and both answers compared: Sauti replays the first one for the same key and body.
 */
async function postOnce(options: RoundTripOptions, report: RoundTripReport, path: string, body: unknown) {
  const headers = { 'Idempotency-Key': randomUUID() };
  const send = () => api(options, path, { method: 'POST', body: JSON.stringify(body), headers });
  const first = await send();
  report.posts += 1;
  if (first.status >= 300) throw new Error(`POST ${path} answered ${first.status}: ${first.text}`);
  if (options.sendEveryPostTwice) {
    const retry = await send();
    report.posts += 1;
    if (retry.status !== first.status || retry.text !== first.text) {
      throw new Error(`the retry of POST ${path} was not the first answer: ${retry.status} ${retry.text}`);
    }
    report.replaysIdentical += 1;
  }
  return first.body;
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Listens for Sauti's webhooks: each request's signature is verified with the endpoint's secret
 * (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature); an unsigned or forged one
 * is refused with 401 and ignored. `onEvent` hears each verified event.
 */
function listen(
  options: RoundTripOptions,
  report: RoundTripReport,
  onEvent: (event: { type: string; data: Record<string, unknown> }) => void,
) {
  const verifier = new Webhook(options.webhookSecret);
  const server = createServer((req, res) => {
    void bodyOf(req).then((payload) => {
      try {
        const event = verifier.verify(payload, req.headers as Record<string, string>) as {
          type: string;
          data: Record<string, unknown>;
        };
        report.webhooksVerified += 1;
        onEvent(event);
        res.writeHead(204).end();
      } catch {
        report.webhooksRejected += 1;
        res.writeHead(401).end();
      }
    });
  });
  return new Promise<{ close(): Promise<void> }>((resolve) => {
    server.listen(options.webhookPort, options.webhookHost, () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

/** Runs the whole round trip; resolves with its figures once the results CSV is written. */
export async function roundTrip(options: RoundTripOptions): Promise<RoundTripReport> {
  const rows = parse(await readFile(options.inputCsv, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  }) as AtsCandidate[];
  const report: RoundTripReport = {
    candidates: rows.length,
    invited: 0,
    problems: [],
    posts: 0,
    replaysIdentical: 0,
    webhooksVerified: 0,
    webhooksRejected: 0,
    evaluated: 0,
    lastEvaluationSeconds: null,
    written: 0,
  };
  const startedAt = performance.now();
  // ATS id → the session id of its evaluated interview, as the webhooks tell it.
  const evaluated = new Map<string, string>();
  let allEvaluated: () => void = () => {};
  const done = new Promise<void>((resolve) => (allEvaluated = resolve));
  const listener = await listen(options, report, (event) => {
    const reference = event.data.externalReference;
    if (event.type === 'evaluation.completed' && typeof reference === 'string') {
      if (!evaluated.has(reference)) report.lastEvaluationSeconds = (performance.now() - startedAt) / 1000;
      evaluated.set(reference, String(event.data.sessionId));
      if (rows.every((r) => evaluated.has(r.ats_id))) allEvaluated();
    }
  });
  try {
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const answer = (await postOnce(options, report, `/jobs/${options.jobId}/invitations`, {
        candidates: batch.map((r) => ({
          name: r.name,
          email: r.email,
          phone: r.phone,
          external_reference: r.ats_id,
        })),
      })) as { invited: unknown[]; problems: RoundTripReport['problems'] };
      report.invited += answer.invited.length;
      report.problems.push(...answer.problems.map((p) => ({ ...p, row: p.row + start })));
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, options.waitMs)))]);
    clearTimeout(timer);
  } finally {
    await listener.close();
  }
  report.evaluated = evaluated.size;
  const results = [];
  for (const row of rows) {
    const found = await api(
      options,
      `/candidates?external_reference=${encodeURIComponent(row.ats_id)}&limit=1`,
    );
    const candidate = found.body?.data?.[0] as
      | {
          id: string;
          status: string;
          evaluation: { overall_score: number | null; band: string | null } | null;
        }
      | undefined;
    results.push({
      ats_id: row.ats_id,
      name: row.name,
      email: row.email,
      sauti_candidate_id: candidate?.id ?? '',
      status: candidate?.status ?? 'invited',
      overall_score: candidate?.evaluation?.overall_score ?? '',
      band: candidate?.evaluation?.band ?? '',
    });
  }
  await writeFile(options.outputCsv, stringify(results, { header: true }));
  report.written = results.length;
  return report;
}

/** The options from the environment (see README.md). */
function optionsFromEnvironment(env: NodeJS.ProcessEnv): RoundTripOptions {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`set ${name} (see examples/ats-round-trip/README.md)`);
    return value;
  };
  return {
    sautiUrl: required('SAUTI_URL').replace(/\/$/, ''),
    apiKey: required('SAUTI_API_KEY'),
    jobId: required('SAUTI_JOB_ID'),
    webhookSecret: required('SAUTI_WEBHOOK_SECRET'),
    webhookHost: env.WEBHOOK_HOST ?? '127.0.0.1',
    webhookPort: Number(env.WEBHOOK_PORT ?? 8787),
    inputCsv: required('INPUT_CSV'),
    outputCsv: required('OUTPUT_CSV'),
    sendEveryPostTwice: env.SEND_EVERY_POST_TWICE === '1',
    waitMs: Number(env.WAIT_SECONDS ?? 3600) * 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  roundTrip(optionsFromEnvironment(process.env)).then(
    (report) => console.log(JSON.stringify(report)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
