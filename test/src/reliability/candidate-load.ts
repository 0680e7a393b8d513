import { CANDIDATE_TOKEN_HEADER } from '@sauti/http/sessions/candidate-credential';
import { QUESTIONS, type InterviewAudio } from './interview-script.js';

/** How a load run behaves. */
export interface LoadOptions {
  baseUrl: string;
  jobId: string;
  audio: InterviewAudio;
  candidates: number;
  /**
   * Failed calls (no answer, 5xx, 429) are retried for this long, as the candidate page retries its
   * uploads; 0 = never (the plain load, where any failure is an error to report).
   */
  retryForMs: number;
  /** Candidates start spread over this many ms (0: all at once). */
  rampMs?: number;
  /** One call's bound. */
  callTimeoutMs?: number;
  /**
   * Send each candidate's calls as from an address of its own (X-Forwarded-For, for a server
   * started with TRUST_PROXY=on), as 200 phones on a mobile network are; without it every call
   * comes from loopback and the per-address start budget (40 in 10 minutes) refuses the rest.
   */
  addressPerCandidate?: boolean;
  /** Candidate `n`'s intake fields in place of the generated ones (e.g. a personal invitation's token). */
  intakeOf?: (n: number) => Record<string, string>;
}

/** Candidate `n`'s address, unique up to 65,536 candidates (198.18.0.0/15 is for benchmarks, RFC 2544). */
export function candidateAddress(n: number): string {
  return `198.18.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/** Figures and evidence of a run, updated live while it runs. */
export interface LoadStats {
  /** Latency of every attempt (ms), per endpoint label. */
  latencies: Record<string, number[]>;
  /** Attempts that did not get a 2xx, per endpoint label. */
  errors: Record<string, number>;
  /** Attempts per HTTP status ('network' when no answer came). */
  statuses: Record<string, number>;
  /** Answers the server acknowledged with 2xx: session id → question indexes. */
  acknowledged: Map<string, Set<number>>;
  /** Sessions whose completion was acknowledged. */
  completed: Set<string>;
  /** Sessions whose evaluation request was acknowledged. */
  evaluationRequested: Set<string>;
  /** Candidates that gave up (a call failed for good), with the reason. */
  abandoned: string[];
  seconds: number;
}

/** Endpoint labels, in interview order. */
export const ENDPOINTS = [
  'POST /api/sessions',
  'POST /api/enrollment',
  'POST /api/responses',
  'PATCH /api/sessions/:id',
  'POST /api/sessions/:id/evaluate',
] as const;

type Endpoint = (typeof ENDPOINTS)[number];

/** Number of acknowledged answers so far. */
export function acknowledgedAnswers(stats: LoadStats): number {
  let n = 0;
  for (const set of stats.acknowledged.values()) n += set.size;
  return n;
}

class GaveUp extends Error {}

/** Runs `candidates` whole interviews at once; `stats` fills in while `done` is pending. */
export function startLoad(options: LoadOptions): { stats: LoadStats; done: Promise<LoadStats> } {
  const stats: LoadStats = {
    latencies: Object.fromEntries(ENDPOINTS.map((e) => [e, []])),
    errors: Object.fromEntries(ENDPOINTS.map((e) => [e, 0])),
    statuses: {},
    acknowledged: new Map(),
    completed: new Set(),
    evaluationRequested: new Set(),
    abandoned: [],
    seconds: 0,
  };
  const deadlineFor = () => Date.now() + options.retryForMs;

  /** A 2xx answer's JSON, read loosely: the load only takes ids and tokens from it. */
  type Body = Record<string, unknown> | undefined;

  async function call(endpoint: Endpoint, send: () => Promise<Response>): Promise<Body> {
    const deadline = deadlineFor();
    let wait = 200;
    for (;;) {
      const t0 = performance.now();
      let status: number | 'network';
      let body: Body;
      try {
        const res = await send();
        status = res.status;
        body = (await res.json().catch(() => undefined)) as Body;
      } catch {
        status = 'network';
      }
      stats.latencies[endpoint]!.push(performance.now() - t0);
      stats.statuses[String(status)] = (stats.statuses[String(status)] ?? 0) + 1;
      if (typeof status === 'number' && status >= 200 && status < 300) return body;
      stats.errors[endpoint] = (stats.errors[endpoint] ?? 0) + 1;
      const retryable = status === 'network' || status >= 500 || status === 429;
      if (!retryable || Date.now() + wait > deadline) {
        throw new GaveUp(`${endpoint} → ${status} ${JSON.stringify(body ?? null).slice(0, 200)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 2_000);
    }
  }

  const timeout = options.callTimeoutMs ?? 60_000;
  const postAs = (path: string, body: FormData | string, headers: Record<string, string>) =>
    fetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeout),
    });
  const form = (fields: Record<string, string>, audio?: Buffer) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    if (audio) data.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/webm' }), 'answer.webm');
    return data;
  };

  async function candidate(n: number): Promise<void> {
    if (options.rampMs) await new Promise((r) => setTimeout(r, (options.rampMs! * n) / options.candidates));
    const from: Record<string, string> = options.addressPerCandidate
      ? { 'x-forwarded-for': candidateAddress(n) }
      : {};
    const post = (path: string, body: FormData | string, headers: Record<string, string> = {}) =>
      postAs(path, body, { ...from, ...headers });
    const started = await call('POST /api/sessions', () =>
      post(
        '/api/sessions',
        form({
          jobId: options.jobId,
          candidateName: `Candidate ${n}`,
          candidatePhone: '+254 712 345 678',
          candidateEmail: `candidate${n}@example.com`,
          consent: 'true',
          ...options.intakeOf?.(n),
        }),
      ),
    );
    const sessionId = String(started?.id);
    const auth = { [CANDIDATE_TOKEN_HEADER]: String(started?.candidateToken) };
    stats.acknowledged.set(sessionId, new Set());
    await call('POST /api/enrollment', () =>
      post('/api/enrollment', form({ sessionId }, options.audio.warmUp), auth),
    );
    for (let q = 0; q < QUESTIONS.length; q++) {
      await call('POST /api/responses', () =>
        post(
          '/api/responses',
          form(
            { sessionId, questionIndex: String(q), questionText: QUESTIONS[q]![0] },
            options.audio.answers[q],
          ),
          auth,
        ),
      );
      stats.acknowledged.get(sessionId)!.add(q);
    }
    await call('PATCH /api/sessions/:id', () =>
      fetch(`${options.baseUrl}/api/sessions/${sessionId}`, {
        method: 'PATCH',
        headers: { ...from, ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          status: 'completed',
          timePerQuestion: QUESTIONS.map(() => 30),
          tabSwitchCount: 0,
        }),
        signal: AbortSignal.timeout(timeout),
      }),
    );
    stats.completed.add(sessionId);
    await call('POST /api/sessions/:id/evaluate', () =>
      post(`/api/sessions/${sessionId}/evaluate`, '', auth),
    );
    stats.evaluationRequested.add(sessionId);
  }

  const t0 = performance.now();
  const done = Promise.all(
    Array.from({ length: options.candidates }, (_, n) =>
      candidate(n).catch((error: unknown) => {
        stats.abandoned.push(error instanceof Error ? error.message : String(error));
      }),
    ),
  ).then(() => {
    stats.seconds = (performance.now() - t0) / 1000;
    return stats;
  });
  return { stats, done };
}
