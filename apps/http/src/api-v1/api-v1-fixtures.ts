import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import type { TestClient } from '../testing/client.js';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';

export const CRITERIA = buildCriteriaConfig({ communication: 60, problem_solving: 40 });

/** A fresh API key of `client`'s organisation: the whole key text. */
export async function newKey(client: TestClient, scope: 'read' | 'read_write' = 'read'): Promise<string> {
  const res = await client.post('/api/organisation/api-keys', { name: `key ${scope}`, scope });
  if (res.status !== 201) throw new Error(`api key: ${res.status} ${res.text}`);
  return res.body.secret as string;
}

/** Calls /api/v1 with `key` as a Bearer token and nothing else (no cookie jar). */
export async function v1(
  world: Pick<JobsWorld, 'server'>,
  key: string | null,
  path: string,
  init: RequestInit = {},
) {
  const res = await fetch(`${world.server.url}/api/v1${path}`, {
    ...init,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const text = await res.text();
  return {
    status: res.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (text ? JSON.parse(text) : undefined) as any,
    text,
    headers: res.headers,
  };
}

/** The jobs world with a job of amina's organisation holding an evaluated candidate and more. */
export async function startApiWorld() {
  const world = await startJobsWorld();
  const job = await createJob(world.hr, { criteriaConfig: CRITERIA });
  const strangerJob = await createJob(world.stranger, { criteriaConfig: CRITERIA });
  const [evaluated, pending] = await seedCandidates(world.server, job.id, [
    {
      name: 'Zawadi Mwangi',
      answers: [{ duration: 40, text: 'i opened twelve shops' }, { duration: 30 }],
      evaluation: {
        overall: 82,
        scores: { communication: 90, problem_solving: 70 },
        analysis: { feedback: 'Clear and specific.', evaluatorVersion: 'local-rubric@2' },
      },
    },
    { name: 'Baraka', completedAt: null },
  ]);
  const [strangerSession] = await seedCandidates(world.server, strangerJob.id, [{ name: 'Other' }]);
  return {
    world,
    jobId: job.id as string,
    strangerJobId: strangerJob.id as string,
    evaluated: evaluated!,
    pending: pending!,
    strangerSession: strangerSession!,
  };
}
