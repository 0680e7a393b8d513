import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock, Ids } from '@sauti/core/ports/clock';
import type { JobQueue } from '@sauti/core/ports/job-queue';
import { SweepPendingTranscripts, TranscribeAnswer } from '@sauti/core/use-cases/transcription/index';
import { CheckVerificationPhrase, SweepPendingPhraseChecks } from '@sauti/core/use-cases/verification/index';
import { MatchVoice } from '@sauti/core/use-cases/voice/match-voice';
import type { Config } from '../config/config.js';
import { PgBossJobQueue } from '../queue/pg-boss-queue.js';
import { SweepPendingEvaluations } from '@sauti/core/use-cases/evaluation/sweep-pending-evaluations';
import {
  SqlPendingEvaluationFinder,
  SqlPendingPhraseCheckFinder,
  SqlPendingTranscriptFinder,
} from '../queue/pending-transcripts.js';
import { FfmpegSpeechExtractor } from '../media-tools/ffmpeg-speech-extractor.js';
import { queueConnection } from '../queue/queue-connection.js';
import { QueueWorkers } from '../queue/queue-workers.js';
import { DEFAULT_QUEUE_TUNING, QUEUE_SCHEMA, type QueueTuning } from '../queue/queue-settings.js';
import type { Logger } from '../system/logger.js';
import { commandExists } from '../stt/run-tool.js';
import { LocalSpeakerEmbedder } from '../voice/local-speaker-embedder.js';
import { EVALUATION } from './evaluation-module.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { SPEECH_IN } from './speech-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

export const QUEUE = {
  JobQueue: token<JobQueue>('JobQueue'),
  /** The workers of this process; the server starts them when WORKERS=on, `sauti worker` always. */
  Workers: token<QueueWorkers>('QueueWorkers'),
};

/**
 * The durable job queue (pg-boss in the application's database, connected lazily on first use)
 * and its workers. Closing stops the workers and lets running jobs finish for up to
 * SHUTDOWN_TIMEOUT_MS; jobs still running then return to the queue.
 */
export function queueModule(
  config: Config,
  logger: Logger,
  tuning: QueueTuning = DEFAULT_QUEUE_TUNING,
): PortModule {
  // The voice signature needs ffmpeg to decode answers; without it voice continuity is reported as
  // not checked (the review then shows Loading) rather than failing every voice-match job.
  const embedder = commandExists('ffmpeg') ? new LocalSpeakerEmbedder() : null;
  const queue = new PgBossJobQueue(async () => (await queueConnection(config)).options, tuning, logger);
  return {
    module: new ContainerModule(({ bind }) => {
      bind(QUEUE.JobQueue.id).toConstantValue(queue);
      bind(QUEUE.Workers.id).toDynamicValue((ctx: ResolutionContext) => {
        const get = <T>(t: Token<T>) => ctx.get<T>(t.id);
        const repositories = get(STORAGE.Repositories);
        const stt = get(SPEECH_IN.SpeechToText);
        return new QueueWorkers({
          queue,
          scope: get(STORAGE.RequestScope),
          transcribe: new TranscribeAnswer({
            responses: repositories.candidateResponses,
            blobs: get(INTERVIEW.Blobs),
            stt,
            sessions: repositories.candidateSessions,
            queue,
          }),
          evaluate: get(EVALUATION.EvaluateSession),
          retryLimit: tuning.retryLimit,
          sweep: new SweepPendingTranscripts({
            pending: new SqlPendingTranscriptFinder(get(STORAGE.Orm)),
            queue,
          }),
          evaluationSweep: new SweepPendingEvaluations({
            pending: new SqlPendingEvaluationFinder(get(STORAGE.Orm)),
            queue,
          }),
          voiceMatch: new MatchVoice({
            responses: repositories.candidateResponses,
            sessions: repositories.candidateSessions,
            embeddings: repositories.speakerEmbeddings,
            blobs: get(INTERVIEW.Blobs),
            embedder,
            clock: get<Clock>(TOKENS.Clock),
            ids: get<Ids>(TOKENS.Ids),
          }),
          phraseCheck: stt
            ? new CheckVerificationPhrase({
                sessions: repositories.candidateSessions,
                blobs: get(INTERVIEW.Blobs),
                stt,
                extractor: new FfmpegSpeechExtractor(),
                clock: get<Clock>(TOKENS.Clock),
              })
            : null,
          phraseSweep: new SweepPendingPhraseChecks({
            pending: new SqlPendingPhraseCheckFinder(get(STORAGE.Orm)),
            queue,
          }),
          expiredUploads: get(INTERVIEW.UploadStore),
          transcriberConfigured: stt !== null,
          defaultConcurrency: tuning.concurrency,
          logger,
        });
      });
    }),
    ports: [
      {
        port: 'queue',
        adapter: `pg-boss (schema ${QUEUE_SCHEMA}) in the application database`,
      },
      {
        port: 'voice match',
        adapter: embedder?.name ?? 'none (ffmpeg not installed: voices are not compared)',
      },
    ],
    close: () => queue.stop(config.shutdownTimeoutMs),
  };
}
