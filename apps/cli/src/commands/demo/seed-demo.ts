import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import type { AppContainer } from '@sauti/adapters/container/container';
import { EVALUATION } from '@sauti/adapters/container/evaluation-module';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { REVIEW } from '@sauti/adapters/container/review-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import type { Repositories } from '@sauti/adapters/storage/repositories/index';
import type { User } from '@sauti/core/domain/user';
import { DomainError } from '@sauti/core/domain/errors';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { evaluateKey } from '@sauti/core/ports/job-queue';
import { randomVerificationPhrase } from '@sauti/core/use-cases/verification/random-phrase';
import { ClipLibrary, decideAudio, identityMedia, type ClipRequest } from './demo-audio.js';
import { countDemo, type DemoCounts } from './demo-counts.js';
import type { DemoJob } from './demo-job.js';
import { planPersonas, type DemoJobKey, type DemoState, type DemoTag, type Persona } from './demo-plan.js';
import { DISPATCH_JOB } from './job-dispatch.js';
import { PAYMENTS_JOB } from './job-payments.js';
import { WAREHOUSE_JOB } from './job-warehouse.js';
import { answerOf, answeredCount, seedCandidate } from './seed-candidate.js';

/** The organisation seeded when no --org is given (passes the work-email rule). */
export const DEMO_DOMAIN = 'kifaru-demo.co.ke';
/** Candidates seeded when no --candidates is given: every state, plus a few more. */
export const DEFAULT_DEMO_CANDIDATES = 32;
/** The most candidates one run may seed. */
export const MAX_DEMO_CANDIDATES = 5_000;
/** Demo jobs carry this clientDraftKey prefix: a second run finds them instead of adding more. */
export const DEMO_DRAFT_KEY_PREFIX = 'sauti-demo:';

export const DEMO_JOBS: Readonly<Record<DemoJobKey, DemoJob>> = {
  dispatch: DISPATCH_JOB,
  payments: PAYMENTS_JOB,
  warehouse: WAREHOUSE_JOB,
};

export interface SeedDemoOptions {
  /** Work-email domain of the organisation (default DEMO_DOMAIN). */
  domain?: string;
  candidates?: number;
  /** False: no audio even when flite and ffmpeg exist. Default true. */
  audio?: boolean;
  /** The HR password of a new account (default: generated). */
  password?: string;
  /** Where the review links point (default: the configured PUBLIC_URL or http://localhost:PORT). */
  publicUrl?: string;
  onProgress?: (label: string, done: number, total: number) => void;
}

export interface SeededJob {
  id: string;
  key: string;
  title: string;
  evalVersion: string;
  /** '/jobs/{id}/candidates' for criteria-v1, '/dashboard/{id}' for the legacy flow (absolute). */
  reviewUrl: string;
  /** False when an earlier run stored it: its candidates were left as they were. */
  created: boolean;
}

/**
 * 'queued': their evaluations are on the queue, taken by a running server's (or `sauti worker`'s)
 * workers within seconds; 'at-start-up': no server runs on this database (or the queue was
 * unreachable), so the server's start-up sweep queues them; 'none': no such interview was seeded.
 */
export interface QueuedEvaluations {
  count: number;
  status: 'queued' | 'at-start-up' | 'none';
}

/** What a run did. Session ids by state and tag are those made by THIS run. */
export interface SeedDemoResult {
  /** False when every demo job already existed: nothing was added. */
  created: boolean;
  organisation: { id: string; domain: string; name: string };
  /** The HR login; `password` is null when the account already existed (it is left unchanged). */
  hr: { email: string; password: string | null; created: boolean };
  jobs: SeededJob[];
  sessions: Record<DemoState, string[]>;
  tags: Record<DemoTag, string[]>;
  /** Counted from the database over all demo jobs. */
  counts: DemoCounts;
  audio: { enabled: boolean; reason: string; distinctClips: number };
  /** What became of the interviews seeded as awaiting evaluation (see QueuedEvaluations). */
  evaluationsQueued: QueuedEvaluations;
  evaluatorVersion: string;
  seconds: number;
}

const STATES: DemoState[] = [
  'in-progress-no-answers',
  'in-progress-some-answers',
  'awaiting-evaluation',
  'strong',
  'partial',
  'poor',
  'flagged',
  'not-scored',
];
const TAGS: DemoTag[] = [
  'in-panel',
  'hired',
  'rejected',
  'considering',
  'voice-mismatch',
  'cv',
  'identity-pending',
  'tab-switches',
];

function tagsOf(p: Persona): DemoTag[] {
  const tags: DemoTag[] = [];
  if (p.inPanel) tags.push('in-panel');
  if (p.outcome) tags.push(p.outcome);
  if (p.voiceMismatchAt !== undefined) tags.push('voice-mismatch');
  if (p.cv) tags.push('cv');
  if (p.identityPending) tags.push('identity-pending');
  if ((p.tabSwitches ?? 0) > 3) tags.push('tab-switches');
  return tags;
}

const evaluated = (p: Persona) => p.answered === undefined && p.state !== 'awaiting-evaluation';

/** The demo HR account: found by email, or created with the web's rules. */
async function hrAccount(
  app: AppContainer,
  email: string,
  password: string,
): Promise<{ user: User; created: boolean }> {
  const repos = app.get(STORAGE.Repositories);
  const existing = await repos.users.findByEmail(email);
  if (existing) return { user: existing, created: false };
  const user = await app
    .get(ACCOUNTS.CreateTrustedAccount)
    .execute({ email, password, firstName: 'Amani', lastName: 'Wekesa' });
  return { user, created: true };
}

/**
 * Stores a demo job directly: CreateJob dates a job now and starts it as a draft, while the demo's
 * jobs were published three weeks ago so that their candidates' history fits inside their life.
 */
async function storeJob(
  repos: Repositories,
  demo: DemoJob,
  user: User & { organisationId: string },
  at: Date,
  id: string,
) {
  const { job, created } = await repos.jobs.create({
    id,
    organisationId: user.organisationId,
    createdBy: user.id,
    title: demo.title,
    description: demo.description,
    location: demo.location,
    companyName: demo.companyName,
    jobType: demo.jobType,
    skills: demo.skills,
    requireIdentityVerification: String(demo.requireIdentityVerification),
    criteriaConfig: demo.weights ? buildCriteriaConfig(demo.weights) : null,
    evalVersion: demo.evalVersion,
    clientDraftKey: `${DEMO_DRAFT_KEY_PREFIX}${demo.key}`,
    status: 'active',
    createdAt: at,
    publishedAt: at,
  });
  const questions = created
    ? await repos.jobs.replaceQuestions(
        job.id,
        demo.questions.map((q) => ({ text: q.text, pillarId: q.pillarId, scoringGuide: q.scoringGuide })),
        at,
      )
    : await repos.jobs.listQuestions(job.id);
  return { job, created, questions };
}

/**
 * Queues the evaluation of interviews seeded as awaiting it, as a candidate's completion does
 * (RequestEvaluation needs the candidate's credential, which a seeded interview has none of), so
 * a server already running takes them at once instead of at its next periodic sweep. When this
 * process hosts the embedded database, no server runs on it: the server's start-up sweep finds
 * them, and starting the queue here would only cost time.
 */
async function queueEvaluations(
  app: AppContainer,
  sessionIds: readonly string[],
): Promise<QueuedEvaluations> {
  if (sessionIds.length === 0) return { count: 0, status: 'none' };
  if (app.get(STORAGE.Database).kind === 'embedded-host') return { count: 0, status: 'at-start-up' };
  const queue = app.get(QUEUE.JobQueue);
  try {
    for (const sessionId of sessionIds) {
      await queue.enqueue('evaluate', { sessionId }, { singletonKey: evaluateKey(sessionId) });
    }
    return { count: sessionIds.length, status: 'queued' };
  } catch {
    return { count: 0, status: 'at-start-up' };
  }
}

/**
 * Seeds a demo organisation: an HR account, three jobs (two criteria-v1, one legacy-v0) and
 * `candidates` candidates in every state, with transcripts (and audio when flite and ffmpeg are
 * there), evaluated by the configured evaluator through the real EvaluateSession use case.
 * Idempotent: demo jobs are keyed by clientDraftKey, so a second run adds nothing and reports
 * what is stored; an existing HR account is reused and its password left unchanged.
 */
export async function seedDemo(app: AppContainer, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const t0 = performance.now();
  const count = options.candidates ?? DEFAULT_DEMO_CANDIDATES;
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_CANDIDATES) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `candidates must be a whole number from 1 to ${MAX_DEMO_CANDIDATES}`,
    );
  }
  const progress = options.onProgress ?? (() => {});
  const scope = app.get(STORAGE.RequestScope);
  const repos = app.get(STORAGE.Repositories);
  const ids = app.get(TOKENS.Ids);
  const now = app.get(TOKENS.Clock).now();
  const config = app.get(TOKENS.Config);
  const domain = (options.domain ?? DEMO_DOMAIN).trim().toLowerCase();
  const email = `hr.demo@${domain}`;
  const password = options.password ?? `demo-${ids.newToken(12)}`;
  const { user, created: userCreated } = await scope.run(() => hrAccount(app, email, password));
  const organisationId = user.organisationId;
  const organisation = organisationId
    ? await scope.run(() => repos.organisations.findById(organisationId))
    : null;
  if (!organisationId || !organisation) {
    throw new DomainError('INVALID_STATE', `The account ${email} belongs to no organisation.`);
  }
  const owner = { ...user, organisationId };

  const jobCreatedAt = new Date(now.getTime() - 22 * 86_400_000);
  const jobs = new Map<DemoJobKey, Awaited<ReturnType<typeof storeJob>>>();
  for (const key of Object.keys(DEMO_JOBS) as DemoJobKey[]) {
    jobs.set(key, await scope.run(() => storeJob(repos, DEMO_JOBS[key], owner, jobCreatedAt, ids.newId())));
  }
  const plan = planPersonas(count)
    .map((persona, index) => ({ persona, index }))
    .filter(({ persona }) => jobs.get(persona.job)!.created);

  const audio = await decideAudio(options.audio ?? true);
  const clips = audio.enabled && plan.length > 0 ? new ClipLibrary() : null;
  if (clips) {
    const requests: ClipRequest[] = plan.flatMap(({ persona, index }) =>
      Array.from({ length: answeredCount(persona, DEMO_JOBS[persona.job]) }, (_, q) =>
        answerOf(persona, index, DEMO_JOBS[persona.job], q),
      ),
    );
    await clips.prepare(requests, (done, total) => progress('synthesizing answers', done, total));
  }
  const pendingPhrase = randomVerificationPhrase(ids);
  const identity = { ...(await identityMedia(audio, pendingPhrase.phrase)), pendingPhrase };
  const panel = app.get(REVIEW.ChangePanelMembership);
  const hr = { userId: user.id, organisationId, isAdmin: false };
  const deps = {
    repos,
    addToPanel: (jobId: string, sessionId: string) => panel.execute(hr, jobId, sessionId, true),
    blobs: app.get(INTERVIEW.Blobs),
    ids,
    clips,
    identity,
  };

  const sessions = Object.fromEntries(STATES.map((s) => [s, [] as string[]])) as SeedDemoResult['sessions'];
  const tags = Object.fromEntries(TAGS.map((t) => [t, [] as string[]])) as SeedDemoResult['tags'];
  const toEvaluate: string[] = [];
  for (const [done, { persona, index }] of plan.entries()) {
    const job = jobs.get(persona.job)!;
    const target = {
      demo: DEMO_JOBS[persona.job],
      id: job.job.id,
      questions: job.questions,
      requiresIdentity: DEMO_JOBS[persona.job].requireIdentityVerification,
    };
    const sessionId = await scope.run(() => seedCandidate(deps, target, persona, index, count, now));
    sessions[persona.state].push(sessionId);
    for (const tag of tagsOf(persona)) tags[tag].push(sessionId);
    if (evaluated(persona)) toEvaluate.push(sessionId);
    progress('storing candidates', done + 1, plan.length);
  }
  const evaluate = app.get(EVALUATION.EvaluateSession);
  for (const [done, sessionId] of toEvaluate.entries()) {
    const result = await scope.run(() => evaluate.execute({ sessionId }));
    if (result.outcome !== 'evaluated' && result.outcome !== 'unchanged') {
      throw new Error(`The evaluation of demo session ${sessionId} ended with '${result.outcome}'.`);
    }
    progress('evaluating', done + 1, toEvaluate.length);
  }

  const evaluationsQueued = await queueEvaluations(app, sessions['awaiting-evaluation']);
  const publicUrl = options.publicUrl ?? config.publicUrl;
  const jobList = [...jobs.entries()].map(([key, { job, created }]): SeededJob => ({
    id: job.id,
    key: DEMO_JOBS[key].key,
    title: job.title,
    evalVersion: job.evalVersion,
    reviewUrl:
      job.evalVersion === 'criteria-v1'
        ? `${publicUrl}/jobs/${job.id}/candidates`
        : `${publicUrl}/dashboard/${job.id}`,
    created,
  }));
  return {
    created: jobList.some((j) => j.created),
    organisation: { id: organisation.id, domain: organisation.domain, name: organisation.name },
    hr: { email: user.email, password: userCreated ? password : null, created: userCreated },
    jobs: jobList,
    sessions,
    tags,
    counts: await scope.run(() =>
      countDemo(
        repos,
        jobList.map((j) => j.id),
      ),
    ),
    audio: { ...audio, distinctClips: clips?.size ?? 0 },
    evaluationsQueued,
    evaluatorVersion: app.get(EVALUATION.Evaluator).version,
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  };
}
