import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock, Ids } from '@sauti/core/ports/clock';
import {
  DecideVerification,
  GetVerificationStatus,
  GetVoiceVerification,
  IssueVerificationPhrase,
  QueuedPhraseChecks,
  ReadVerificationMedia,
  UploadVerificationPhoto,
  UploadVerificationVideo,
} from '@sauti/core/use-cases/verification/index';
import type { Logger } from '../system/logger.js';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { SPEECH_IN } from './speech-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

/** Tokens of the identity check's use cases. */
export const VERIFICATION = {
  IssuePhrase: token<IssueVerificationPhrase>('IssueVerificationPhrase'),
  UploadVideo: token<UploadVerificationVideo>('UploadVerificationVideo'),
  UploadPhoto: token<UploadVerificationPhoto>('UploadVerificationPhoto'),
  Status: token<GetVerificationStatus>('GetVerificationStatus'),
  Decide: token<DecideVerification>('DecideVerification'),
  Media: token<ReadVerificationMedia>('ReadVerificationMedia'),
  VoiceScore: token<GetVoiceVerification>('GetVoiceVerification'),
  /** Phrase checks on the durable queue (null when no transcriber is configured). */
  Checks: token<QueuedPhraseChecks | null>('QueuedPhraseChecks'),
};

/**
 * The identity check. An upload enqueues the phrase check on the durable queue; a worker (in the
 * server or `sauti worker`) runs it: ffmpeg takes the sound out of the video and the bound
 * SpeechToText transcribes it. With no transcriber bound nothing is enqueued and checks stay
 * pending for HR.
 */
export function verificationModule(): PortModule {
  return {
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      const deps = (get: <U>(t: Token<U>) => U) => {
        const repos = get(STORAGE.Repositories);
        return {
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          blobs: get(INTERVIEW.Blobs),
          digest: get(ACCOUNTS.Digest),
          budgets: get(ABUSE.Budgets),
          clock: get<Clock>(TOKENS.Clock),
          ids: get<Ids>(TOKENS.Ids),
        };
      };
      const checks = (get: <U>(t: Token<U>) => U) => get(VERIFICATION.Checks) ?? undefined;

      dyn(VERIFICATION.Checks, (get) => {
        if (!get(SPEECH_IN.SpeechToText)) return null;
        const logger = get<Logger>(TOKENS.Logger);
        return new QueuedPhraseChecks({
          queue: get(QUEUE.JobQueue),
          onError: (sessionId, error) =>
            logger.error(`could not queue the phrase check of session ${sessionId}`, error),
        });
      });
      dyn(VERIFICATION.IssuePhrase, (get) => new IssueVerificationPhrase(deps(get)));
      dyn(
        VERIFICATION.UploadVideo,
        (get) => new UploadVerificationVideo({ ...deps(get), checks: checks(get) }),
      );
      dyn(VERIFICATION.UploadPhoto, (get) => new UploadVerificationPhoto(deps(get)));
      dyn(VERIFICATION.Status, (get) => new GetVerificationStatus({ ...deps(get), checks: checks(get) }));
      dyn(VERIFICATION.Decide, (get) => new DecideVerification(deps(get)));
      dyn(VERIFICATION.Media, (get) => new ReadVerificationMedia(deps(get)));
      dyn(VERIFICATION.VoiceScore, (get) => new GetVoiceVerification(deps(get)));
    }),
    ports: [{ port: 'identity check', adapter: 'ffmpeg audio extraction + the stt port, on the queue' }],
  };
}
