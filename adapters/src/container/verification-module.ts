import {
  CheckVerificationPhrase,
  DecideVerification,
  GetVerificationStatus,
  GetVoiceVerification,
  IssueVerificationPhrase,
  QueuedPhraseChecks,
  ReadVerificationMedia,
  SweepPendingPhraseChecks,
  UploadVerificationPhoto,
  UploadVerificationVideo,
} from '@sauti/core/use-cases/verification/index';
import { FfmpegSpeechExtractor } from '../media-tools/ffmpeg-speech-extractor.js';
import { SqlPendingPhraseCheckFinder } from '../queue/pending-transcripts.js';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import { INTERVIEW } from './interview-module.js';
import { bindings, type Get } from './bindings.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { SPEECH_IN } from './speech-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

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
  /** The worker's check of a spoken phrase (null when no transcriber is configured). */
  CheckPhrase: token<CheckVerificationPhrase | null>('CheckVerificationPhrase'),
  SweepPendingPhraseChecks: token<SweepPendingPhraseChecks>('SweepPendingPhraseChecks'),
};

/**
 * The identity check. An upload enqueues the phrase check on the durable queue; a worker (in the
 * server or `sauti worker`) runs it: ffmpeg takes the sound out of the video and the bound
 * SpeechToText transcribes it. With no transcriber bound nothing is enqueued and checks stay
 * pending for HR.
 */
export function verificationModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      const deps = (get: Get) => {
        const repos = get(STORAGE.Repositories);
        return {
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          blobs: get(INTERVIEW.Blobs),
          digest: get(ACCOUNTS.Digest),
          budgets: get(ABUSE.Budgets),
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
        };
      };
      const checks = (get: Get) => get(VERIFICATION.Checks) ?? undefined;

      make(VERIFICATION.Checks, (get) => {
        if (!get(SPEECH_IN.SpeechToText)) return null;
        const logger = get(TOKENS.Logger);
        return new QueuedPhraseChecks({
          queue: get(QUEUE.JobQueue),
          onError: (sessionId, error) =>
            logger.error(`could not queue the phrase check of session ${sessionId}`, error),
        });
      });
      make(VERIFICATION.IssuePhrase, (get) => new IssueVerificationPhrase(deps(get)));
      make(
        VERIFICATION.UploadVideo,
        (get) => new UploadVerificationVideo({ ...deps(get), checks: checks(get) }),
      );
      make(VERIFICATION.UploadPhoto, (get) => new UploadVerificationPhoto(deps(get)));
      make(VERIFICATION.Status, (get) => new GetVerificationStatus({ ...deps(get), checks: checks(get) }));
      make(VERIFICATION.Decide, (get) => new DecideVerification(deps(get)));
      make(VERIFICATION.Media, (get) => new ReadVerificationMedia(deps(get)));
      make(VERIFICATION.VoiceScore, (get) => new GetVoiceVerification(deps(get)));
      make(VERIFICATION.CheckPhrase, (get) => {
        const stt = get(SPEECH_IN.SpeechToText);
        if (!stt) return null;
        return new CheckVerificationPhrase({
          sessions: get(STORAGE.Repositories).candidateSessions,
          blobs: get(INTERVIEW.Blobs),
          stt,
          extractor: new FfmpegSpeechExtractor(),
          clock: get(TOKENS.Clock),
        });
      });
      make(
        VERIFICATION.SweepPendingPhraseChecks,
        (get) =>
          new SweepPendingPhraseChecks({
            pending: new SqlPendingPhraseCheckFinder(get(STORAGE.Orm)),
            queue: get(QUEUE.JobQueue),
          }),
      );
    }),
    ports: [{ port: 'identity check', adapter: 'ffmpeg audio extraction + the stt port, on the queue' }],
  };
}
