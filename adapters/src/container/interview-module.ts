import { ContainerModule, type ResolutionContext } from 'inversify';
import type { BlobStore } from '@sauti/core/ports/blob-store';
import type { Clock, Ids } from '@sauti/core/ports/clock';
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
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

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
export function interviewModule(config: Config): PortModule {
  const blobs = createBlobStore(config.blobStore, config.dataDir);
  const uploads = createResumableUploadStore(config.blobStore, config.dataDir, RESUMABLE_UPLOAD_EXPIRY_MS);
  return {
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      const deps = (get: <U>(t: Token<U>) => U) => {
        const repos = get(STORAGE.Repositories);
        return {
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          blobs: get(INTERVIEW.Blobs),
          digest: get(ACCOUNTS.Digest),
          budgets: get(ABUSE.Budgets),
          clock: get<Clock>(TOKENS.Clock),
          ids: get<Ids>(TOKENS.Ids),
        };
      };

      bind(INTERVIEW.Blobs.id).toConstantValue(blobs.store);
      bind(INTERVIEW.UploadStore.id).toConstantValue(uploads);
      dyn(INTERVIEW.StartSession, (get) => new StartSession(deps(get)));
      dyn(INTERVIEW.GetCandidateSession, (get) => new GetCandidateSession(deps(get)));
      dyn(INTERVIEW.UpdateCandidateSession, (get) => new UpdateCandidateSession(deps(get)));
      dyn(
        INTERVIEW.SubmitResponse,
        (get) => new SubmitResponse({ ...deps(get), queue: get(QUEUE.JobQueue) }),
      );
      dyn(INTERVIEW.SubmitEnrollment, (get) => new SubmitEnrollment(deps(get)));
      dyn(
        INTERVIEW.RequestEvaluation,
        (get) => new RequestEvaluation({ ...deps(get), queue: get(QUEUE.JobQueue) }),
      );
      dyn(INTERVIEW.ReadSessionMedia, (get) => new ReadSessionMedia(deps(get)));
    }),
    ports: [
      { port: 'media store', adapter: blobs.description },
      { port: 'uploads', adapter: uploads.description },
    ],
  };
}
