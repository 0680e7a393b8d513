import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock, Ids } from '@sauti/core/ports/clock';
import {
  CheckVerificationPhrase,
  DecideVerification,
  GetVerificationStatus,
  GetVoiceVerification,
  IssueVerificationPhrase,
  PhraseCheckRunner,
  ReadVerificationMedia,
  UploadVerificationPhoto,
  UploadVerificationVideo,
} from '@sauti/core/use-cases/verification/index';
import type { Config } from '../config/config.js';
import { FfmpegSpeechExtractor } from '../media-tools/ffmpeg-speech-extractor.js';
import type { Logger } from '../system/logger.js';
import { ACCOUNTS } from './accounts-module.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
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
  /** The in-process runner of phrase checks (null when no transcriber is configured). */
  Checks: token<PhraseCheckRunner | null>('PhraseCheckRunner'),
};

/**
 * The identity check. The phrase check runs in this process right after the upload answers
 * (ffmpeg takes the sound out of the video, the bound SpeechToText transcribes it); with no
 * transcriber bound there is no runner and checks stay pending for HR. Closing waits for
 * running checks up to SHUTDOWN_TIMEOUT_MS.
 */
export function verificationModule(config: Config): PortModule {
  let runner: PhraseCheckRunner | null = null;
  const extractor = new FfmpegSpeechExtractor();
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
          clock: get<Clock>(TOKENS.Clock),
          ids: get<Ids>(TOKENS.Ids),
        };
      };
      const checks = (get: <U>(t: Token<U>) => U) => get(VERIFICATION.Checks) ?? undefined;

      dyn(VERIFICATION.Checks, (get) => {
        const stt = get(SPEECH_IN.SpeechToText);
        if (!stt) return null;
        const check = new CheckVerificationPhrase({ ...deps(get), stt, extractor });
        const scope = get(STORAGE.RequestScope);
        const logger = get<Logger>(TOKENS.Logger);
        runner = new PhraseCheckRunner({
          check: (sessionId) => scope.run(() => check.execute(sessionId)),
          onError: (sessionId, error) =>
            logger.error(`verification phrase check of session ${sessionId} failed`, error),
        });
        return runner;
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
    ports: [{ port: 'identity check', adapter: 'ffmpeg audio extraction + the stt port, in-process checks' }],
    close: async () => {
      if (!runner) return;
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, config.shutdownTimeoutMs).unref());
      await Promise.race([runner.idle(), timeout]);
    },
  };
}
