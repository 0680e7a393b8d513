import type { BlobStore } from '@sauti/core/ports/blob-store';
import {
  GetCandidateSession,
  ReadSessionMedia,
  RequestEvaluation,
  StartSession,
  SubmitEnrollment,
  RESUMABLE_UPLOAD_EXPIRY_MS,
  SubmitResponse,
  UpdateCandidateSession,
} from '@sauti/core/use-cases/interview/index';
import { createBlobStore } from '../blobs/create-blob-store.js';
import { createResumableUploadStore, type ResumableUploadStore } from '../blobs/resumable-upload-store.js';
import type { Config } from '../config/config.js';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings, type Get } from './bindings.js';
import { CANDIDATE_INVITATIONS } from './candidate-invitations-module.js';
import { FEEDBACK } from './feedback-module.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';
import { WEBHOOKS } from './webhooks-module.js';

/** Tokens of the candidate interview's use cases and its media store. */
export const INTERVIEW = {
  Blobs: token<BlobStore>('BlobStore'),
  /** Where resumable uploads wait for their last piece (same kind of store as the media). */
  UploadStore: token<ResumableUploadStore>('ResumableUploadStore'),
  StartSession: token<StartSession>('StartSession'),
  GetCandidateSession: token<GetCandidateSession>('GetCandidateSession'),
  UpdateCandidateSession: token<UpdateCandidateSession>('UpdateCandidateSession'),
  SubmitResponse: token<SubmitResponse>('SubmitResponse'),
  SubmitEnrollment: token<SubmitEnrollment>('SubmitEnrollment'),
  RequestEvaluation: token<RequestEvaluation>('RequestEvaluation'),
  ReadSessionMedia: token<ReadSessionMedia>('ReadSessionMedia'),
};

/** The media store (files under `${DATA_DIR}/media`, or an S3 bucket) and the candidate interview use cases. */
export async function interviewModule(config: Config): Promise<PortModule> {
  // Async: an S3 store imports the AWS SDK only when configured (adapters/src/blobs/load-s3-module.ts).
  const blobs = await createBlobStore(config.blobStore, config.dataDir);
  const uploads = await createResumableUploadStore(
    config.blobStore,
    config.dataDir,
    RESUMABLE_UPLOAD_EXPIRY_MS,
  );
  return {
    module: bindings(({ make, value }) => {
      const deps = (get: Get) => {
        const repos = get(STORAGE.Repositories);
        return {
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          blobs: get(INTERVIEW.Blobs),
          digest: get(ACCOUNTS.Digest),
          budgets: get(ABUSE.Budgets),
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
        };
      };

      value(INTERVIEW.Blobs, blobs.store);
      value(INTERVIEW.UploadStore, uploads);
      make(
        INTERVIEW.StartSession,
        (get) => new StartSession({ ...deps(get), invitations: get(CANDIDATE_INVITATIONS.Admission) }),
      );
      make(INTERVIEW.GetCandidateSession, (get) => new GetCandidateSession(deps(get)));
      make(
        INTERVIEW.UpdateCandidateSession,
        (get) =>
          new UpdateCandidateSession({
            ...deps(get),
            webhooks: get(WEBHOOKS.Events),
            feedback: get(FEEDBACK.OnCompletion),
          }),
      );
      make(
        INTERVIEW.SubmitResponse,
        (get) => new SubmitResponse({ ...deps(get), queue: get(QUEUE.JobQueue) }),
      );
      make(INTERVIEW.SubmitEnrollment, (get) => new SubmitEnrollment(deps(get)));
      make(
        INTERVIEW.RequestEvaluation,
        (get) => new RequestEvaluation({ ...deps(get), queue: get(QUEUE.JobQueue) }),
      );
      make(INTERVIEW.ReadSessionMedia, (get) => new ReadSessionMedia(deps(get)));
    }),
    ports: [
      { port: 'media store', adapter: blobs.description },
      { port: 'uploads', adapter: uploads.description },
    ],
  };
}
