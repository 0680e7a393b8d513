import { ACCOUNTABILITY } from './accountability-module.js';
import {
  ApiKeys,
  ApiKeysByOperator,
  ApiKeyUses,
  AuthenticateApiKey,
} from '@sauti/core/use-cases/api-keys/index';
import { BatchedApiKeyUseRecorder } from '../api-keys/batched-api-key-uses.js';
import type { Logger } from '../system/logger.js';
import { ApiV1, ApiV1Invitations, ApiV1Jobs, IdempotentRequests } from '@sauti/core/use-cases/api-v1/index';
import type { Config } from '../config/config.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings } from './bindings.js';
import { CANDIDATE_INVITATIONS } from './candidate-invitations-module.js';
import { JOBS } from './jobs-module.js';
import type { PortModule } from './port-module.js';
import { REVIEW } from './review-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of the organisations' API keys (docs/behaviour/platform.md §14). */
export const API_KEYS = {
  ApiKeys: token<ApiKeys>('ApiKeys'),
  Authenticate: token<AuthenticateApiKey>('AuthenticateApiKey'),
  V1: token<ApiV1>('ApiV1'),
  /** The invitation writes and candidate search of /api/v1. */
  V1Invitations: token<ApiV1Invitations>('ApiV1Invitations'),
  /** The job writes of /api/v1: drafts, publish, archive. */
  V1Jobs: token<ApiV1Jobs>('ApiV1Jobs'),
  /** Idempotency-Key of every /api/v1 POST: runs each at most once, and purges keys past their day. */
  Idempotency: token<IdempotentRequests>('IdempotentRequests'),
  /** `sauti api-keys`: the same use case on the operator's word. */
  ByOperator: token<ApiKeysByOperator>('ApiKeysByOperator'),
  /** Members' view of each key's calls, and their retention. */
  Uses: token<ApiKeyUses>('ApiKeyUses'),
  /** Records /api/v1 calls in batches, off the request's path. */
  UseRecorder: token<BatchedApiKeyUseRecorder>('ApiKeyUseRecorder'),
};

/**
 * Creating, listing and revoking API keys, resolving a Bearer key to its organisation, and
 * /api/v1, which answers through the jobs and review use cases the screens use.
 */
export function apiKeysModule(config: Config, logger: Logger): PortModule {
  // Made at its first use; written out when the app closes.
  let recorder: BatchedApiKeyUseRecorder | undefined;
  return {
    module: bindings(({ make }) => {
      make(API_KEYS.UseRecorder, (get) => {
        recorder = new BatchedApiKeyUseRecorder(
          get(STORAGE.Repositories).apiKeyUses,
          logger,
          get(STORAGE.RequestScope),
        );
        return recorder;
      });
      make(API_KEYS.Uses, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ApiKeyUses({ keys: repos.apiKeys, uses: repos.apiKeyUses, clock: get(TOKENS.Clock) });
      });
      make(API_KEYS.ApiKeys, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ApiKeys({
          keys: repos.apiKeys,
          users: repos.users,
          digest: get(ACCOUNTS.Digest),
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
        });
      });
      make(API_KEYS.ByOperator, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ApiKeysByOperator({
          apiKeys: get(API_KEYS.ApiKeys),
          keys: repos.apiKeys,
          users: repos.users,
          organisations: repos.organisations,
        });
      });
      make(API_KEYS.Authenticate, (get) => {
        const repos = get(STORAGE.Repositories);
        return new AuthenticateApiKey({
          keys: repos.apiKeys,
          digest: get(ACCOUNTS.Digest),
          clock: get(TOKENS.Clock),
          rateLimits: repos.rateLimits,
        });
      });
      make(API_KEYS.V1Invitations, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ApiV1Invitations({
          invite: get(CANDIDATE_INVITATIONS.Invite),
          manage: get(CANDIDATE_INVITATIONS.Manage),
          listJobs: get(JOBS.ListJobs),
          reviewReads: repos.reviewReads,
          publicUrl: config.publicUrl,
        });
      });
      make(
        API_KEYS.V1Jobs,
        (get) =>
          new ApiV1Jobs({
            create: get(JOBS.CreateJob),
            update: get(JOBS.UpdateJob),
            changeStatus: get(JOBS.ChangeJobStatus),
            publicUrl: config.publicUrl,
          }),
      );
      make(
        API_KEYS.Idempotency,
        (get) =>
          new IdempotentRequests({
            store: get(STORAGE.Repositories).idempotencyKeys,
            clock: get(TOKENS.Clock),
          }),
      );
      make(API_KEYS.V1, (get) => {
        const repos = get(STORAGE.Repositories);
        return new ApiV1({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          reviewReads: repos.reviewReads,
          evaluations: repos.evaluations,
          publicUrl: config.publicUrl,
          // The screens' own instances: a change made through the API announces itself the same way.
          listJobs: get(JOBS.ListJobs),
          getJob: get(JOBS.GetJob),
          candidateDetail: get(REVIEW.GetCandidateDetail),
          setHiringOutcome: get(REVIEW.SetHiringOutcome),
          invitations: get(CANDIDATE_INVITATIONS.Manage),
          biasAudit: get(ACCOUNTABILITY.RunBiasAudit),
        });
      });
    }),
    ports: [],
    close: async () => {
      await recorder?.flush();
    },
  };
}
