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
): Promise<RemovalReport> {
  const footprints = dryRun ? await deps.store.find(selection) : await deps.store.delete(selection);
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
