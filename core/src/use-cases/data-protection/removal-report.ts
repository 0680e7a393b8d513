import type { BlobListing, BlobStore } from '../../ports/blob-store.js';
import type {
  CandidateDataStore,
  CandidateFootprint,
  CandidateSelection,
} from '../../ports/candidate-data-store.js';
import {
  blobKeysOf,
  measureMedia,
  removeMedia,
  unreferencedKeys,
  type MediaTally,
} from './candidate-media.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { WebhookEvents } from '../../ports/webhook-events.js';
import { announce } from '../webhooks/publish-event.js';

/** Sessions removed from one job. */
export interface JobRemoval {
  jobId: string;
  jobTitle: string;
  sessions: number;
}

/** What a removal took away (or, in a dry run, would take away). */
export interface RemovalReport {
  dryRun: boolean;
  sessions: number;
  answers: number;
  evaluations: number;
  embeddings: number;
  media: MediaTally;
  jobs: JobRemoval[];
  sessionIds: string[];
}

/** What removing candidates' data needs. */
export interface RemovalDeps {
  store: CandidateDataStore;
  blobs: BlobStore & BlobListing;
  /** With `jobs`, told `candidate.deleted` per removed session (docs/behaviour/platform.md, "Webhooks"). */
  webhooks?: WebhookEvents;
  jobs?: JobRepository;
}

/** Why a candidate's data went: a data-subject request, or the retention period. */
export type RemovalReason = 'data-subject-request' | 'retention';

/**
 * Tells each removed session's organisation, with ids only: the address a data-subject request
 * named is exactly what must not travel further.
 */
async function announceRemovals(
  deps: RemovalDeps,
  footprints: readonly CandidateFootprint[],
  reason: RemovalReason,
): Promise<void> {
  if (!deps.webhooks || !deps.jobs) return;
  const organisations = new Map<string, string | null>();
  for (const f of footprints) {
    if (!organisations.has(f.jobId)) {
      organisations.set(
        f.jobId,
        (await deps.jobs.findById(f.jobId).catch(() => null))?.organisationId ?? null,
      );
    }
    const organisationId = organisations.get(f.jobId);
    if (!organisationId) continue;
    await announce(deps.webhooks, {
      type: 'candidate.deleted',
      organisationId,
      data: { sessionId: f.sessionId, jobId: f.jobId, externalReference: f.externalReference, reason },
    });
  }
}

function byJob(footprints: readonly CandidateFootprint[]): JobRemoval[] {
  const jobs = new Map<string, JobRemoval>();
  for (const f of footprints) {
    const job = jobs.get(f.jobId) ?? { jobId: f.jobId, jobTitle: f.jobTitle, sessions: 0 };
    job.sessions += 1;
    jobs.set(f.jobId, job);
  }
  return [...jobs.values()];
}

function sum(footprints: readonly CandidateFootprint[], field: 'answers' | 'evaluations' | 'embeddings') {
  return footprints.reduce((total, f) => total + f[field], 0);
}

/**
 * Removes the selected sessions: rows first, in one transaction, then their files (those the rows
 * named and any other file in the sessions' folders), so a failure midway never leaves a row
 * pointing at a deleted file (a leftover file is reported instead).
 * With `dryRun`, only reads and measures.
 */
export async function removeCandidates(
  deps: RemovalDeps,
  selection: CandidateSelection,
  dryRun: boolean,
  reason: RemovalReason = selection.kind === 'email' ? 'data-subject-request' : 'retention',
): Promise<RemovalReport> {
  const footprints = dryRun ? await deps.store.find(selection) : await deps.store.delete(selection);
  if (!dryRun) await announceRemovals(deps, footprints, reason);
  const referenced = blobKeysOf(footprints.flatMap((f) => f.media));
  const strays = await unreferencedKeys(
    deps.blobs,
    footprints.map((f) => f.sessionId),
    referenced,
  );
  const keys = [...referenced, ...strays];
  const media = dryRun ? await measureMedia(deps.blobs, keys) : await removeMedia(deps.blobs, keys);
  media.unreferenced = strays.length;
  return {
    dryRun,
    sessions: footprints.length,
    answers: sum(footprints, 'answers'),
    evaluations: sum(footprints, 'evaluations'),
    embeddings: sum(footprints, 'embeddings'),
    media,
    jobs: byJob(footprints),
    sessionIds: footprints.map((f) => f.sessionId),
  };
}
